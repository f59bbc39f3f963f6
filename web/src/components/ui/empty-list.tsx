import { Link } from 'react-router';
import { PlusIcon } from './admin-icons';
import { buttonClassName } from './button';

type EmptyListProps = { message: string; addLabel: string; addTo: string };

/** What an admin list shows before its first item: a sentence and the way to add one. */
export function EmptyList({ message, addLabel, addTo }: EmptyListProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
      <p className="text-stone-700">{message}</p>
      <Link to={addTo} className={buttonClassName()}>
        <PlusIcon className="size-4" />
        {addLabel}
      </Link>
    </div>
  );
}
