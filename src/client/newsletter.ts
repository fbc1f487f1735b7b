/** Footer newsletter: stores the address in newsletter_subscribers (client loaded on first use). */
export function initNewsletter(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
    const status = form.querySelector<HTMLElement>('[data-newsletter-status]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (!status || !button || button.disabled) return;
      const input = form.elements.namedItem('email') as HTMLInputElement;
      button.disabled = true;
      status.textContent = '';
      try {
        const { subscribeNewsletter } = await import('../lib/supabase/client.ts');
        const result = await subscribeNewsletter(input.value.trim());
        if (result.ok) {
          status.textContent = form.dataset.success ?? '';
          form.reset();
        } else {
          console.error('Newsletter sign-up failed', result);
          status.textContent = form.dataset.failure ?? '';
        }
      } catch (error) {
        console.error('Newsletter sign-up failed', error);
        status.textContent = form.dataset.failure ?? '';
      } finally {
        button.disabled = false;
      }
    });
  }
}
