/** Header: the Industries dropdown (hover, focus, Enter/Space, Escape) and the mobile menu. */
export function initHeader(): void {
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
    if (!toggle) continue;
    const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));
    toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
    dropdown.addEventListener('mouseenter', () => setOpen(true));
    dropdown.addEventListener('mouseleave', () => {
      if (!dropdown.contains(document.activeElement)) setOpen(false);
    });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
        setOpen(false);
        toggle.focus();
      }
    });
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
  }

  const menuToggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = menuToggle && document.getElementById(menuToggle.getAttribute('aria-controls') ?? '');
  if (menuToggle && menu) {
    const setOpen = (open: boolean) => {
      menuToggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
    };
    menuToggle.addEventListener('click', () => setOpen(menu.hidden));
    // Choosing a link closes the menu (also for in-page anchors, where no navigation happens).
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        setOpen(false);
        menuToggle.focus();
      }
    });
  }
}
