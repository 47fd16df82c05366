import { StrokeIcon } from "../ui/icons";

/** The shortlist's mark: an outline bookmark, filled when the event is saved. */
export function BookmarkIcon({
  className,
  filled = false,
}: {
  className: string;
  filled?: boolean;
}) {
  return (
    <StrokeIcon className={className} roundJoins>
      <path d="M6 4h12v17l-6-4-6 4z" fill={filled ? "currentColor" : "none"} />
    </StrokeIcon>
  );
}
