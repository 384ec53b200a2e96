import { zodResolver } from '@hookform/resolvers/zod';
import type { Category, PhoneModel, PhoneModelBody } from '@phonebazaar/shared';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/form/form-field';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useAddPhoneModel } from '../api/add-phone-model';
import { useEditPhoneModel } from '../api/edit-phone-model';
import {
  formValuesOf,
  messageOf,
  type PhoneModelFormValues,
  phoneModelFormSchema,
} from './phone-model-form-schema';
import { PHONE_MODELS_TEXTS as T } from './phone-models-texts';

const FIELDS = ['categoryId', 'name', 'year', 'storageGb', 'ramGb', 'colours'] as const;
type Field = (typeof FIELDS)[number];

interface PhoneModelDialogProps {
  brands: Category[];
  /** The brand picked on the page: a new model's brand until changed here. */
  categoryId: string;
  /** The model to edit; none to add one. */
  model?: PhoneModel;
  onClose: () => void;
}

/** Add or edit one catalogue model (POST / PATCH /api/admin/models): every field. */
export function PhoneModelDialog({ brands, categoryId, model, onClose }: PhoneModelDialogProps) {
  const add = useAddPhoneModel();
  const edit = useEditPhoneModel();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneModelFormValues, unknown, PhoneModelBody>({
    // The lists are typed as text and read by the schema's preprocess, so its input is unknown.
    resolver: zodResolver(phoneModelFormSchema) as Resolver<
      PhoneModelFormValues,
      unknown,
      PhoneModelBody
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formValuesOf(model, categoryId),
  });

  const onSubmit = async (body: PhoneModelBody) => {
    try {
      const saved = model
        ? await edit.mutateAsync({ id: model._id, body })
        : await add.mutateAsync(body);
      toast.success(model ? T.saved(saved.name) : T.added(saved.name));
      onClose();
    } catch (error) {
      placeServerError(error, (field, message) => setError(field, { type: 'server', message }));
    }
  };

  const field = (name: Field) => ({ error: messageOf(errors[name]), label: T.fields[name] });
  const inputClass = (name: Field) => `input w-full ${errors[name] ? 'input-error' : ''}`;

  return (
    <ModalDialog
      title={model ? T.editTitle(model.name) : T.addTitle}
      onClose={onClose}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <FormField {...field('categoryId')}>
          {(c) => (
            <select
              {...c}
              className={`select w-full ${errors.categoryId ? 'select-error' : ''}`}
              {...register('categoryId')}
            >
              {brands.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('name')}>
          {(c) => (
            <input
              {...c}
              data-autofocus
              className={inputClass('name')}
              autoComplete="off"
              {...register('name')}
            />
          )}
        </FormField>
        <FormField {...field('year')}>
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              className={inputClass('year')}
              {...register('year')}
            />
          )}
        </FormField>
        {(['storageGb', 'ramGb', 'colours'] as const).map((name) => (
          <FormField key={name} {...field(name)} hint={T.hints[name]}>
            {(c) => (
              <input {...c} className={inputClass(name)} autoComplete="off" {...register(name)} />
            )}
          </FormField>
        ))}
        {errors.root?.server && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {errors.root.server.message}
          </p>
        )}
        <DialogActions
          cancel={T.cancel}
          onCancel={onClose}
          action={T.save}
          busy={isSubmitting}
          inForm
        />
      </form>
    </ModalDialog>
  );
}

/**
 * The server's refusal under the field it is about: a taken name (409 MODEL_EXISTS) under
 * the name, a brand change refused because listings name the model (409 MODEL_IN_USE) under
 * the brand, a 400's field messages ("storageGb.0" under storage) under theirs, anything
 * else above the buttons.
 */
function placeServerError(
  error: unknown,
  set: (field: Path<PhoneModelFormValues> | 'root.server', message: string) => void,
) {
  if (error instanceof ApiRequestError && error.code === 'MODEL_EXISTS') {
    set('name', error.message);
    return;
  }
  if (error instanceof ApiRequestError && error.code === 'MODEL_IN_USE') {
    set('categoryId', error.message);
    return;
  }
  let placed = false;
  if (error instanceof ApiRequestError && error.fieldErrors) {
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const name = key.split('.')[0] as Field;
      if (FIELDS.includes(name) && messages.length > 0) {
        set(name, messages.join('\n'));
        placed = true;
      }
    }
  }
  if (!placed) set('root.server', describeError(error));
}
