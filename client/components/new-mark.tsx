// The mark on an item new since the visitor's last visit (client/lib/new-since-visit.ts): a word, so
// a screen reader says it where it stands, beside the item's date.
export function NewMark() {
  return (
    <span className="chip bg-cat-audio-bg font-bold text-cat-audio" data-new-since-visit="">
      חדש
    </span>
  );
}
