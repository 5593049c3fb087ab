import { Avatar, NameCell } from './cells';

/** A row's name with its photo before it, or an empty circle where it has none. */
export function NameWithPhoto({ name, photo }: { name: string; photo: string | null }) {
  return (
    <NameCell>
      {photo ? <Avatar src={photo} alt="" /> : <Avatar as="span" aria-hidden="true" />}
      {name}
    </NameCell>
  );
}
