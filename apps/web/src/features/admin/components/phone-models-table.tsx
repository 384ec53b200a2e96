import type { PhoneModel } from '@phonebazaar/shared';
import { usePhoneModels } from '../api/get-phone-models';
import { AdminTable, type Column } from './admin-table';
import { formatGb, PHONE_MODELS_TEXTS as T } from './phone-models-texts';

const C = T.columns;
const list = (values: number[]) => values.map(formatGb).join(', ') || '—';

/** One brand's models: name, year, storage, RAM, colours, and an Edit button per row. */
export function PhoneModelsTable({
  brandName,
  categoryId,
  onEdit,
}: {
  brandName: string;
  categoryId: string;
  onEdit: (model: PhoneModel) => void;
}) {
  const query = usePhoneModels(categoryId);
  const columns: Column<PhoneModel>[] = [
    { header: C.name, rowHeader: true, cell: (m) => m.name, className: 'font-medium' },
    { header: C.year, cell: (m) => m.year },
    { header: C.storage, cell: (m) => list(m.storageGb) },
    { header: C.ram, cell: (m) => list(m.ramGb) },
    { header: C.colours, cell: (m) => m.colours.join(', ') || '—', className: 'max-w-xs' },
    {
      header: C.actions,
      cell: (m) => (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={T.edit(m.name)}
          onClick={() => onEdit(m)}
        >
          {T.editButton}
        </button>
      ),
    },
  ];
  return (
    <AdminTable
      query={query}
      label={T.label}
      caption={T.caption(brandName)}
      emptyTitle={T.empty}
      emptyText={T.emptyHint}
      columns={columns}
      rowKey={(m) => m._id}
    />
  );
}
