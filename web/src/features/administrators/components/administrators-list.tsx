import { ADMIN_ROLE_NAMES, type User } from '@haat/contract';
import { useState } from 'react';
import { AdminList, ItemActions } from '@/components/admin/admin-list';
import { TableHead } from '@/components/admin/table-head';
import { DialogHeader } from '@/components/ui/dialog-header';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminMessages } from '@/lib/admin-messages';
import { useSession } from '@/lib/auth';
import { deletionOf } from '@/lib/confirm-delete';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useDeleteAdministrator } from '../api/delete-administrator';
import { useAdministrators } from '../api/get-administrators';
import { administratorMessages } from '../messages';
import { EditAdministratorForm } from './edit-administrator-form';

const t = administratorMessages;

/** /admin/administrator/all: every administrator; edit in a dialog, delete after a confirmation. */
export function AdministratorsList() {
  const { session, logout, updateLoggedUser } = useSession();
  const query = useAdministrators();
  const deletion = deletionOf<User>(useDeleteAdministrator(), {
    question: (administrator) => t.confirmDelete(administrator.name, administrator.email),
    deleted: (administrator) => t.deleteFor(administrator.name),
  });
  const [editing, setEditing] = useState<User | null>(null);
  const myId = session?.loggedUser._id;
  const actions = (administrator: User) => (
    <ItemActions
      edit={{ onClick: () => setEditing(administrator) }}
      editLabel={t.editFor(administrator.name)}
      deleteLabel={t.deleteFor(administrator.name)}
      // Your own account cannot be deleted (the server refuses too): say so instead.
      onDelete={administrator._id === myId ? undefined : () => deletion.remove(administrator)}
      note={<span className="text-sm text-stone-500">{t.selfDeleteHint}</span>}
      deleting={deletion.isDeleting(administrator)}
      busy={deletion.busy}
    />
  );

  const finishEdit = (result: { user: User; passwordChanged: boolean } | null) => {
    const edited = editing;
    setEditing(null);
    if (!result || !edited) return;
    if (result.user._id === myId && result.passwordChanged) {
      // The server ended this session with the old password: say so, then sign in again.
      notify.success(t.ownPasswordChanged, { duration: 4000 });
      void logout();
      return;
    }
    updateLoggedUser(result.user);
    notify.success(t.updated);
  };

  return (
    <>
      <AdminList query={query} loading={t.loading}>
        {(administrators) => (
          <>
            <ul className="flex flex-col gap-3 md:hidden">
              {administrators.map((administrator) => (
                <li
                  key={administrator._id}
                  data-administrator={administrator.email}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
                >
                  <AdministratorSummary administrator={administrator} isSelf={administrator._id === myId} />
                  {actions(administrator)}
                </li>
              ))}
            </ul>
            <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:block">
              <table className="w-full text-left">
                <TableHead
                  columns={[
                    { label: t.name },
                    { label: t.email },
                    { label: t.role },
                    { label: t.addedOn },
                    { label: adminMessages.actions, className: 'text-right', hidden: true },
                  ]}
                />
                <tbody className="divide-y divide-stone-100">
                  {administrators.map((administrator) => {
                    const isSelf = administrator._id === myId;
                    return (
                      <tr key={administrator._id} data-administrator={administrator.email}>
                        <td className="px-4 py-3 font-semibold text-stone-900">
                          {administrator.name}
                          {isSelf ? <SelfBadge /> : null}
                        </td>
                        <td className="px-4 py-3 break-all text-stone-700">{administrator.email}</td>
                        <td className="px-4 py-3 whitespace-nowrap">
                          <RoleBadge administrator={administrator} />
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-600">
                          {formatDate(administrator.createdAt)}
                        </td>
                        <td className="px-4 py-3">{actions(administrator)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </AdminList>
      {editing ? (
        <ModalDialog
          labelledBy="edit-administrator-title"
          onClose={() => setEditing(null)}
          panelClassName="max-w-lg"
        >
          <DialogHeader
            titleId="edit-administrator-title"
            title={t.editTitle(editing.name)}
            onClose={() => setEditing(null)}
            closeLabel={adminMessages.close}
          />
          <EditAdministratorForm
            key={editing._id}
            administrator={editing}
            isSelf={editing._id === myId}
            onDone={finishEdit}
          />
        </ModalDialog>
      ) : null}
    </>
  );
}

function SelfBadge() {
  return (
    <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 align-middle text-xs font-semibold text-leaf-800">
      {t.you}
    </span>
  );
}

function RoleBadge({ administrator: { role, canExport } }: { administrator: User }) {
  return (
    <>
      <span
        data-role={role}
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${role === 'admin' ? 'bg-amber-100 text-amber-900' : 'bg-sky-100 text-sky-900'}`}
      >
        {ADMIN_ROLE_NAMES[role]}
      </span>
      {/* Order staff's export grant (decision 063); owners always may. */}
      {role === 'staff' && canExport ? (
        <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
          {t.exportGranted}
        </span>
      ) : null}
    </>
  );
}

function AdministratorSummary({ administrator, isSelf }: { administrator: User; isSelf: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-stone-900">
        {administrator.name}
        {isSelf ? <SelfBadge /> : null}
      </p>
      <p className="break-all text-stone-700">{administrator.email}</p>
      <p className="mt-1">
        <RoleBadge administrator={administrator} />
      </p>
      <p className="text-sm text-stone-500">
        {t.addedOn}: {formatDate(administrator.createdAt)}
      </p>
    </div>
  );
}
