import type { FishingToolKind } from '@lootbay/shared/schemas/fishing';

/** A rod (with its reel and line) or a bait tin, drawn for the shop and the bag. */
export function ToolMark({ kind, size = 30 }: { readonly kind: FishingToolKind; readonly size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {kind === 'rod' ? (
        <>
          <path d="M4 28 26 4" />
          <path d="M26 4v14" strokeWidth="1" />
          <circle cx="26" cy="20" r="1.6" fill="currentColor" stroke="none" />
          <circle cx="9" cy="23" r="3" />
          <path d="M9 23h3" />
        </>
      ) : (
        <>
          <rect x="6" y="10" width="20" height="16" rx="3" />
          <path d="M6 15h20" />
          <path d="M11 20c2-2 4 2 6 0s4 2 5 0" />
          <path d="M13 6h6" />
        </>
      )}
    </svg>
  );
}
