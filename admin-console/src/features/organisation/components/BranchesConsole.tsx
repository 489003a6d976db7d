import { defineRecordConsole, standardTexts } from '../../../shared/record-console/record-console';
import { ADMIN_ACCESS } from '../../../shared/AccessGate';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { createBranch } from '../api/create-branch';
import { deleteBranch } from '../api/delete-branch';
import { branchesQueryOptions } from '../api/get-branches';
import { type Branch } from '../api/types';
import { organisationKeys } from '../api/organisation-keys';
import { updateBranch } from '../api/update-branch';
import { orgUnitCards } from './OrgUnitCard';
import { ORGANISATION_CSS } from '../../../styles/organisation.css';
import { useWardScope } from './organisation-scopes';
import { BRANCH_FIELDS, BRANCH_RULES, recordPayload } from './record-form';
import { recordFormOf } from './record-form-fields';
import { RESTORABLE } from '../../../shared/trash-notice';

/** A branch's ward: the one it names, else the ward chosen above the list. */
const wardOf = (branch: Branch, chosenWardId: string) => branch.ward_id || chosenWardId;

const STANDARD = standardTexts({ one: 'branch', many: 'branches' });

/** The admin branches page (spec 02 §2): constituency and ward selects, branch cards and executives. */
const BRANCHES_CONSOLE = defineRecordConsole({
  title: 'Manage Branches',
  subtitle: 'The branches of each ward and their executives.',
  access: ADMIN_ACCESS,
  createLabel: 'Create Branch',
  styles: { id: 'ac-organisation', css: ORGANISATION_CSS },
  useScope: useWardScope,
  filters: [],
  emptyFilters: {},
  view: {
    kind: 'cards',
    useCards: orgUnitCards((branch: Branch, wardId: string) => ({
      name: branch.branch_name,
      facts: [
        ['Office', branch.office_location ?? '—'],
        ['Phone', branch.phone_number ?? '—'],
        ['Email', branch.email ?? '—'],
      ],
      executives: branch.executives,
      owner: { level: 'branch', wardId: wardOf(branch, wardId), branchId: branch.id },
    })),
  },
  rowKey: (branch: Branch) => branch.id,
  rowName: (branch) => branch.branch_name,
  texts: {
    ...STANDARD.texts,
    emptyMessage: ({ scoped }) =>
      scoped ? 'Create the first branch of this ward.' : 'Choose a ward with branches.',
    deleteMessage: (branch) =>
      `Delete branch ${branch.branch_name}? This also removes the branch executives. ${RESTORABLE}`,
  },
  form: recordFormOf(BRANCH_RULES, BRANCH_FIELDS, {
    ...STANDARD.form,
    title: { create: 'Create branch', edit: 'Edit branch' },
    submitLabel: { create: 'Create branch', edit: 'Save changes' },
  }),
  calls: {
    list: ({ page, scopeId }) => branchesQueryOptions(scopeId, page),
    create: (values, wardId) => createBranch({ wardId, payload: recordPayload(BRANCH_FIELDS, values) }),
    update: (branch, values, wardId) =>
      updateBranch({
        wardId: wardOf(branch, wardId),
        branchId: branch.id,
        payload: recordPayload(BRANCH_FIELDS, values),
      }),
    remove: (branch, wardId) => deleteBranch({ wardId: wardOf(branch, wardId), branchId: branch.id }),
    invalidates: organisationKeys.all,
  },
});

export function BranchesConsole() {
  return <RecordConsole declaration={BRANCHES_CONSOLE} />;
}
