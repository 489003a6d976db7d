import { defineRecordConsole, standardTexts } from '../../../shared/record-console/record-console';
import { ADMIN_ACCESS } from '../../../shared/AccessGate';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { createWard } from '../api/create-ward';
import { deleteWard } from '../api/delete-ward';
import { wardsQueryOptions } from '../api/get-wards';
import { type Ward } from '../api/types';
import { organisationKeys } from '../api/organisation-keys';
import { updateWard } from '../api/update-ward';
import { orgUnitCards } from './OrgUnitCard';
import { ORGANISATION_CSS } from '../../../styles/organisation.css';
import { useConstituencyScope } from './organisation-scopes';
import { recordPayload, WARD_FIELDS, WARD_RULES } from './record-form';
import { recordFormOf } from './record-form-fields';
import { RESTORABLE } from '../../../shared/trash-notice';

const STANDARD = standardTexts({ one: 'ward', many: 'wards' });

/** The admin wards page (spec 02 §2): constituency select, ward cards, executives and pagination. */
const WARDS_CONSOLE = defineRecordConsole({
  title: 'Manage Wards',
  subtitle: 'The wards of each constituency and their executives.',
  access: ADMIN_ACCESS,
  createLabel: 'Create Ward',
  styles: { id: 'ac-organisation', css: ORGANISATION_CSS },
  useScope: useConstituencyScope,
  filters: [],
  emptyFilters: {},
  view: {
    kind: 'cards',
    useCards: orgUnitCards((ward: Ward) => ({
      name: ward.ward_name,
      facts: [
        ['Office', ward.office_location],
        ['Phone', ward.phone_number ?? '—'],
        ['Email', ward.email ?? '—'],
        ['Branches', ward.branch_count],
      ],
      executives: ward.executives,
      owner: { level: 'ward', wardId: ward.id },
    })),
  },
  rowKey: (ward: Ward) => ward.id,
  rowName: (ward) => ward.ward_name,
  texts: {
    ...STANDARD.texts,
    emptyMessage: ({ scoped }) =>
      scoped ? 'Create the first ward of this constituency.' : 'Create a constituency first.',
    deleteMessage: (ward) =>
      `Delete ward ${ward.ward_name}? This also removes its branches and executives. ${RESTORABLE}`,
  },
  form: recordFormOf(WARD_RULES, WARD_FIELDS, {
    ...STANDARD.form,
    title: { create: 'Create ward', edit: 'Edit ward' },
    submitLabel: { create: 'Create ward', edit: 'Save changes' },
  }),
  calls: {
    list: ({ page, scopeId }) => wardsQueryOptions(scopeId, page),
    create: (values, constituencyId) =>
      createWard({ constituencyId, payload: recordPayload(WARD_FIELDS, values) }),
    update: (ward, values) => updateWard({ wardId: ward.id, payload: recordPayload(WARD_FIELDS, values) }),
    remove: (ward) => deleteWard(ward.id),
    invalidates: organisationKeys.all,
  },
});

export function WardsConsole() {
  return <RecordConsole declaration={WARDS_CONSOLE} />;
}
