import { PHONE_TEXTS, type PhoneModel } from '@phonebazaar/shared';
import { useEffect, useRef } from 'react';
import { FormField } from '../../../components/form/form-field';
import { useModels } from '../api/get-models';
import type { DetailsForm } from '../utils/listing-details-form';
import { invalid } from './field-classes';
import { GbField } from './gb-field';

const T = PHONE_TEXTS.labels;
/** "Other model" sends no modelId: the product name says what it is. */
export const OTHER_MODEL = 'other';

interface PhoneModelFieldsProps {
  form: DetailsForm;
  categoryId: string | undefined;
  /** Add Product fills the product name from the model while the seller has not typed one. */
  nameFromModel?: boolean;
}

/**
 * Model (from the chosen brand's catalogue, or "Other model"), then storage, RAM and colour:
 * the model's own options when one is chosen, free inputs otherwise (issue #16).
 */
export function PhoneModelFields({ form, categoryId, nameFromModel }: PhoneModelFieldsProps) {
  const { register, watch, setValue, getValues, formState } = form;
  const { errors } = formState;
  const models = useModels(categoryId);
  const model = models.data?.find((m) => m._id === watch('modelId'));
  const autoName = useRef('');

  // A model belongs to one brand: another category clears it.
  const lastCategory = useRef(categoryId);
  useEffect(() => {
    if (lastCategory.current !== categoryId && getValues('modelId')) setValue('modelId', undefined);
    lastCategory.current = categoryId;
  }, [categoryId, getValues, setValue]);

  // The select is drawn before its options arrive; once they do, show the chosen model.
  useEffect(() => {
    const chosen = getValues('modelId');
    if (models.data && chosen) setValue('modelId', chosen);
  }, [models.data, getValues, setValue]);

  const onModelPicked = (picked: PhoneModel | undefined) => {
    // Options of the previous model that this one does not have are dropped.
    const storage = getValues('storageGb');
    if (picked && storage !== undefined && !picked.storageGb.includes(storage))
      setValue('storageGb', undefined);
    const ram = getValues('ramGb');
    if (picked && ram !== undefined && !picked.ramGb.includes(ram)) setValue('ramGb', undefined);
    if (!nameFromModel) return;
    const name = getValues('productName') ?? '';
    if (name.trim() === '' || name === autoName.current) {
      autoName.current = picked?.name ?? '';
      setValue('productName', autoName.current);
    }
  };

  return (
    <>
      <FormField
        label={T.model}
        error={errors.modelId?.message}
        hint={
          models.isError ? (
            <span role="alert">
              We couldn't load the models: choose {T.otherModel}, or{' '}
              <button type="button" className="link" onClick={() => void models.refetch()}>
                Retry
              </button>
            </span>
          ) : categoryId ? undefined : (
            'Choose the category first.'
          )
        }
      >
        {(c) => (
          <select
            {...c}
            className={invalid('select', errors.modelId)}
            aria-busy={models.isFetching}
            {...register('modelId', {
              setValueAs: (v) => (v === '' || v === OTHER_MODEL ? undefined : v),
              onChange: (event) =>
                onModelPicked(models.data?.find((m) => m._id === event.target.value)),
            })}
          >
            <option value="">{models.isFetching ? 'Loading models…' : 'Choose a model'}</option>
            {models.data?.map((m) => (
              <option key={m._id} value={m._id}>
                {modelLabel(m.name, m.year)}
              </option>
            ))}
            <option value={OTHER_MODEL}>{T.otherModel}</option>
          </select>
        )}
      </FormField>
      <GbField form={form} name="storageGb" label={T.storage} options={model?.storageGb} />
      <GbField form={form} name="ramGb" label={T.ram} options={model?.ramGb} />
      <FormField label={T.colour} error={errors.colour?.message}>
        {(c) => (
          <>
            <input
              {...c}
              list={model ? `${c.id}-colours` : undefined}
              autoComplete="off"
              className={invalid('input', errors.colour)}
              {...register('colour', { setValueAs: (v) => (v === '' ? undefined : v) })}
            />
            {model && (
              <datalist id={`${c.id}-colours`}>
                {model.colours.map((colour) => (
                  <option key={colour} value={colour} />
                ))}
              </datalist>
            )}
          </>
        )}
      </FormField>
    </>
  );
}

/** "iPhone 13 (2021)", but "iPhone SE (2022)" once, not "(2022) (2022)" (issue #46). */
export function modelLabel(name: string, year: number | null | undefined): string {
  return !year || name.includes(String(year)) ? name : `${name} (${year})`;
}
