/** @jsxImportSource hono/jsx */
// The Settings area's own links, at the top of each of its pages: the same five the header's
// Settings menu holds, so every settings page reaches the others in one step (also at 375 px,
// where the menu is out of sight).
export const SETTINGS_PAGES = [
  { href: "/dashboard/settings", label: "Business profile" },
  { href: "/dashboard/settings/verification", label: "Verification" },
  { href: "/dashboard/settings/brand", label: "Brand" },
  { href: "/dashboard/team", label: "Team" },
  { href: "/dashboard/security", label: "Security" },
] as const;

export function SettingsNav(props: { current: (typeof SETTINGS_PAGES)[number]["href"] }) {
  // one line of links that wraps like text (a list in a Pico nav would not wrap at 375 px)
  return (
    <nav aria-label="Settings" class="settings-nav">
      <p>
        {SETTINGS_PAGES.map((p, i) => (
          <>
            {i > 0 && " · "}
            {p.href === props.current ? <a href={p.href} aria-current="page"><strong>{p.label}</strong></a> : <a href={p.href}>{p.label}</a>}
          </>
        ))}
      </p>
    </nav>
  );
}
