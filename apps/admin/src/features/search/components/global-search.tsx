import { SEARCH_KIND_LABELS, SEARCH_MIN_LENGTH, type SearchKind } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_PAUSE_MS } from '../../../components/filter-bar';
import { useGlobalSearch } from '../hooks/use-global-search';
import { SEARCH_LINKS } from '../search-links';

/** One line of the list: a record, or a group's "see them all" in its list. */
interface Option {
  key: string;
  path: string;
  tipo: SearchKind;
  codigo?: string;
  titulo?: string | null;
  detalhe?: string | null;
}

/**
 * The header's search (a WAI-ARIA combobox): type part of a code, a name or a text and the
 * company's orders, units, contracts, clients and requests that hold it are listed by kind;
 * the arrows move through them, Enter opens one, Esc closes the list. A group with more
 * records than it lists ends with its list, searched by the same text.
 */
export function GlobalSearch() {
  const id = useId();
  const listId = `${id}-lista`;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [busca, setBusca] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const search = useGlobalSearch(busca);

  useEffect(() => {
    const timer = setTimeout(() => setBusca(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Following a result (or any link) closes the list and empties the box.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setText('');
    setBusca('');
    setOpen(false);
  }

  const ready = busca.length >= SEARCH_MIN_LENGTH && search.data?.busca === busca;
  const groups = useMemo(
    () =>
      (ready ? (search.data?.grupos ?? []) : []).map((group) => ({
        tipo: group.tipo,
        options: [
          ...group.itens.map<Option>((hit) => ({
            key: `${group.tipo}-${hit.id}`,
            path: SEARCH_LINKS[group.tipo].record(hit.id),
            tipo: group.tipo,
            codigo: hit.codigo,
            titulo: hit.titulo,
            detalhe: hit.detalhe,
          })),
          ...(group.mais
            ? [
                {
                  key: `${group.tipo}-todos`,
                  path: SEARCH_LINKS[group.tipo].list(busca),
                  tipo: group.tipo,
                },
              ]
            : []),
        ],
      })),
    [ready, search.data, busca],
  );
  const options = groups.flatMap((group) => group.options);
  const expanded = open && text.trim().length >= SEARCH_MIN_LENGTH;
  const current = active >= 0 && active < options.length ? options[active] : undefined;

  const go = (option: Option) => {
    void navigate(option.path);
    input.current?.blur();
  };

  let status = '';
  if (expanded) {
    if (search.isError) status = errorMessage(search.error);
    else if (!ready) status = 'Buscando…';
    else if (options.length === 0) status = `Nada encontrado para “${busca}”.`;
    else {
      // The records, not the groups' "Ver todos" lines.
      const found = options.filter((option) => option.codigo).length;
      status = found === 1 ? '1 resultado.' : `${found} resultados.`;
    }
  }

  return (
    <div className="global-search" role="search">
      <label className="visually-hidden" htmlFor={`${id}-campo`}>
        Buscar em tudo
      </label>
      <input
        ref={input}
        id={`${id}-campo`}
        type="search"
        name="busca-geral"
        className="global-search__input"
        placeholder="Buscar ordem, equipamento, cliente…"
        autoComplete="off"
        maxLength={100}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && current ? `${id}-${current.key}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            if (options.length === 0) return;
            const last = options.length - 1;
            setActive((index) =>
              event.key === 'ArrowDown'
                ? index >= last
                  ? 0
                  : index + 1
                : index <= 0
                  ? last
                  : index - 1,
            );
          } else if (event.key === 'Enter') {
            const target = current ?? (ready ? options[0] : undefined);
            if (!target) return;
            event.preventDefault();
            go(target);
          } else if (event.key === 'Escape') {
            if (expanded) setOpen(false);
            else setText('');
          }
        }}
      />
      <div className="global-search__popup" hidden={!expanded}>
        <p className="global-search__status" role="status">
          {status}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Resultados da busca"
          className="global-search__list"
        >
          {groups.map((group) => (
            <li key={group.tipo} role="presentation">
              <ul role="group" aria-labelledby={`${id}-${group.tipo}`}>
                <li role="presentation" id={`${id}-${group.tipo}`} className="global-search__group">
                  {SEARCH_KIND_LABELS[group.tipo]}
                </li>
                {group.options.map((option) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the options take no focus: the box's arrows and Enter choose them (aria-activedescendant)
                  <li
                    key={option.key}
                    id={`${id}-${option.key}`}
                    role="option"
                    aria-selected={current?.key === option.key}
                    data-tipo={option.tipo}
                    className={`global-search__option${current?.key === option.key ? ' global-search__option--active' : ''}`}
                    // Before the box's blur: the press picks the line, then the list closes.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option)}
                  >
                    {option.codigo ? (
                      <>
                        <span className="global-search__title">
                          <strong>{option.codigo}</strong>
                          {option.titulo && <span> · {option.titulo}</span>}
                        </span>
                        {option.detalhe && (
                          <span className="global-search__detail">{option.detalhe}</span>
                        )}
                      </>
                    ) : (
                      <span className="global-search__more">
                        Ver todos em {SEARCH_KIND_LABELS[option.tipo]}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
