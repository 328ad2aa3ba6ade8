/** The site's mark: a timber-framed village house. */
export function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden focusable="false">
      <rect x="0" y="0" width="36" height="36" rx="9" fill="var(--area-accent)" />
      <path d="M5 17 L18 6 L31 17 Z" fill="#7a2f16" />
      <rect x="9" y="17" width="18" height="13" fill="#f6e6c4" stroke="#4a2f19" strokeWidth="1.6" />
      <path d="M18 17 V30 M9 23 H27" stroke="#4a2f19" strokeWidth="1.4" />
      <rect x="12" y="23.5" width="4" height="6.5" fill="#4a2f19" />
    </svg>
  );
}
