// https://vike.dev/client — the search page's script: the site's own script (menus, cookie banner,
// …), then the search. Every other page keeps the site's script alone, so no byte of search loads
// there. The search comes as a chunk of its own: imported statically, the bundler would place
// modules it shares with other chunks (the formatters) in this entry, for other pages to load.
import '../+client.ts';
import { keepSubmits } from '../../client/kept-submits.ts';

const form = document.querySelector<HTMLFormElement>('form[data-search-form]');
if (form) {
  // Enter pressed while the search loads searches in place once it has (it reads the field), not
  // by reloading the page and losing the keyboard's place; if it cannot load, the form is sent.
  const handOver = keepSubmits([form]);
  void import('../../client/search.ts').then(
    (search) => {
      handOver();
      search.initSearch(form);
    },
    () => {
      if (handOver().size) form.submit();
    },
  );
}
