// Playground page: channels, user switcher, live messages, slash command composer, modals.
/* global window, document, location, localStorage, fetch, setTimeout, clearTimeout, setInterval, clearInterval, FormData, EventSource, URLSearchParams, HTMLImageElement, Element */
'use strict';

(function () {
  const { el, avatar, icon, renderMessage } = window.Render;
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);

  const state = {
    me: params.get('user') || localStorage.getItem('pg-user') || null,
    channelId: params.get('channel') || null,
    users: [],
    bot: null,
    channels: [],
    commands: [],
    dismissed: new Set(),
    /** Slash command being composed: { entry, values: {name: value}, labels: {name: shown text} } */
    command: null,
    popupIndex: 0,
    popupItems: [],
    optionPopup: null,
    unread: new Set(),
    shownModal: null,
  };

  async function api(path, body) {
    const response = await fetch(
      path,
      body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    const data = await response.json();
    if (!response.ok) throw new Error(data.error || response.statusText);
    return data;
  }

  const ctx = {
    get users() {
      return state.users;
    },
    get channels() {
      return state.channels;
    },
    readOnly: false,
    get me() {
      return state.me;
    },
    userName: (id) => {
      const u = [...state.users, state.bot].find((x) => x && x.id === id);
      return u ? u.global_name || u.username : 'unknown-user';
    },
    channelName: (id) => {
      const c = state.channels.find((x) => x.id === id);
      return c ? c.name : 'unknown-channel';
    },
    colorOf: (id) => {
      const u = [...state.users, state.bot].find((x) => x && x.id === id);
      return u && u.color;
    },
    openImage: (url) => {
      const box = $('lightbox');
      box.querySelector('img').src = url;
      box.querySelector('a').href = url;
      box.hidden = false;
      box.focus();
    },
    openChannel: (id) => selectChannel(id),
    dismiss: (id) => {
      state.dismissed.add(id);
      refreshMessages();
    },
    click: async (messageId, customId, values, control) => {
      if (control) control.classList.add('pending');
      try {
        await api('/pg/click', { user: state.me, message: messageId, customId, values });
      } catch (error) {
        showError(error.message);
      } finally {
        setTimeout(() => control && control.classList.remove('pending'), 400);
      }
    },
  };

  function showError(text) {
    $('composer-error').textContent = text || '';
  }

  // ------------------------------------------------------------ state & sidebar

  async function loadState() {
    const data = await api(`/pg/state?user=${encodeURIComponent(state.me || '')}`);
    state.users = data.users;
    state.bot = data.bot;
    if (!state.me || !state.users.some((u) => u.id === state.me)) state.me = data.users[0].id;
    state.channels = data.channels;
    state.commands = data.commands;
    $('guild-name').textContent = data.guild.name;
    $('bot-status').textContent = data.botConnected ? `${data.bot.username} online` : `${data.bot.username} offline`;
    $('bot-status').className = data.botConnected ? '' : 'offline';
    if (!state.channelId || !state.channels.some((c) => c.id === state.channelId))
      state.channelId = state.channels.find((c) => c.type === 0).id;
    renderSidebar();
    renderHeader();
  }

  function channelLabel(c) {
    if (c.type === 1) return `@${c.recipients[0].global_name || c.recipients[0].username}`;
    return c.name;
  }

  function renderSidebar() {
    const list = $('channel-list');
    list.replaceChildren();
    const text = state.channels.filter((c) => c.type === 0).sort((a, b) => a.position - b.position);
    const threads = state.channels.filter((c) => c.type === 11 || c.type === 12);
    const dms = state.channels.filter((c) => c.type === 1);
    const item = (c, cls, glyph) =>
      el(
        'button',
        {
          type: 'button',
          role: 'listitem',
          class: `channel ${cls}${c.id === state.channelId ? ' active' : ''}${c.thread_metadata && c.thread_metadata.archived ? ' archived' : ''}`,
          'aria-current': c.id === state.channelId ? 'page' : null,
          'data-channel-id': c.id,
          onclick: () => selectChannel(c.id),
        },
        [
          el('span', { class: 'hash', 'aria-hidden': 'true' }, typeof glyph === 'string' ? glyph : glyph()),
          el('span', { text: channelLabel(c) }),
          state.unread.has(c.id) ? el('span', { class: 'badge', text: '•' }) : null,
        ],
      );
    list.append(el('div', { class: 'section-title', text: 'Text channels' }));
    for (const c of text) {
      list.append(item(c, '', '#'));
      for (const t of threads.filter((x) => x.parent_id === c.id))
        list.append(item(t, 'thread', () => icon(t.type === 12 ? 'lock' : 'thread')));
    }
    if (dms.length) {
      list.append(el('div', { class: 'section-title', text: 'Direct messages' }));
      for (const c of dms) list.append(item(c, '', '@'));
    }
    const switcher = $('user-switcher');
    switcher.replaceChildren(
      ...state.users.map((u, i) =>
        el(
          'button',
          {
            type: 'button',
            class: 'user-choice',
            role: 'radio',
            'aria-checked': String(u.id === state.me),
            title: `${u.global_name} (Alt+${i + 1})`,
            'aria-label': `Play as ${u.global_name || u.username}`,
            'data-user': u.username,
            onclick: () => selectUser(u.id),
          },
          avatar(u, 'small'),
        ),
      ),
    );
    const me = state.users.find((u) => u.id === state.me);
    $('me').replaceChildren(
      avatar(me, 'small'),
      el('div', {}, [
        el('div', { text: me.global_name || me.username }),
        el('div', { class: 'locale', text: `${me.username} · ${me.locale}` }),
      ]),
    );
  }

  function renderHeader() {
    const c = state.channels.find((x) => x.id === state.channelId);
    if (!c) return;
    const prefix = c.type === 1 ? '' : c.type === 0 ? '# ' : '» ';
    const archived = c.thread_metadata && c.thread_metadata.archived ? ' (archived)' : '';
    $('channel-title').textContent = `${prefix}${channelLabel(c)}${archived}`;
    $('input').placeholder = c.type === 1 ? `Message ${channelLabel(c)} or /command` : `Message #${c.name} or /command`;
  }

  function selectUser(id) {
    state.me = id;
    localStorage.setItem('pg-user', id);
    state.dismissed.clear();
    // Never show the previous user's ephemeral messages while the new view loads.
    $('messages').replaceChildren();
    $('modal-backdrop').hidden = true;
    state.shownModal = null;
    if (state.command) cancelCommand();
    loadState().then(() => {
      refreshMessages(true);
      void renderPermissions();
    });
  }

  function selectChannel(id) {
    state.channelId = id;
    state.unread.delete(id);
    $('sidebar').classList.remove('open');
    renderSidebar();
    renderHeader();
    refreshMessages(true);
    void renderPermissions();
  }

  // ------------------------------------------------------------ messages

  let refreshTimer = null;
  function refreshMessages(forceBottom) {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void loadMessages(forceBottom === true), 30);
  }

  /** Reuses the DOM of unchanged messages, so an open menu or focused button survives live updates. */
  const nodeCache = new Map();
  function messageNode(message) {
    const key = `${state.me}:${message.id}`;
    const json = JSON.stringify(message);
    const cached = nodeCache.get(key);
    if (cached && cached.json === json) return cached.node;
    const node = renderMessage(message, ctx);
    nodeCache.set(key, { json, node });
    return node;
  }

  // Stay at the bottom while pictures load below the fold (their height is only known once loaded).
  let pinnedToBottom = true;
  $('messages').addEventListener('scroll', () => {
    const box = $('messages');
    pinnedToBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  });
  $('messages').addEventListener(
    'load',
    (e) => {
      if (e.target instanceof HTMLImageElement && pinnedToBottom) $('messages').scrollTop = $('messages').scrollHeight;
    },
    true,
  );
  // Channel mentions and discord.com/channels links open the channel, like in Discord.
  $('messages').addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('.channel-link') : null;
    if (!link) return;
    e.preventDefault();
    if (state.channels.some((c) => c.id === link.dataset.channelId)) selectChannel(link.dataset.channelId);
  });

  /** The message a thread was started from, on top of the thread, then a divider (as in Discord). */
  function starterNode(message) {
    const key = `starter:${message.id}`;
    const json = JSON.stringify(message);
    const cached = nodeCache.get(key);
    if (cached && cached.json === json) return cached.node;
    const node = el('div', { class: 'thread-starter' }, [
      renderMessage(message, ctx),
      el('div', { class: 'starter-divider', text: 'Thread started from this message' }),
    ]);
    nodeCache.set(key, { json, node });
    return node;
  }

  /** Like Discord: a message right after one by the same author (within 7 minutes, no "used /command" header) drops its avatar and name. */
  function groupConsecutive(nodes) {
    nodes.forEach((node, k) => {
      const prev = nodes[k - 1];
      const grouped = Boolean(
        prev &&
        node.dataset.author &&
        prev.dataset.author === node.dataset.author &&
        !node.dataset.standalone &&
        prev.classList.contains('ephemeral') === node.classList.contains('ephemeral') &&
        Number(node.dataset.at) - Number(prev.dataset.at) < 7 * 60 * 1000,
      );
      node.classList.toggle('grouped', grouped);
    });
  }

  async function loadMessages(forceBottom) {
    const box = $('messages');
    const atBottom = forceBottom || box.scrollHeight - box.scrollTop - box.clientHeight < 80;
    const data = await api(`/pg/messages?user=${encodeURIComponent(state.me)}&channel=${encodeURIComponent(state.channelId)}`);
    const items = data.messages
      .filter((m) => !state.dismissed.has(m.id))
      .map((m) => ({ at: Date.parse(m.timestamp), node: messageNode(m) }));
    for (const n of data.notices) {
      items.push({ at: n.at, node: el('div', { class: 'notice', role: 'alert' }, [icon('warning'), el('span', { text: n.text })]) });
    }
    items.sort((a, b) => a.at - b.at);
    const nodes = items.length
      ? items.map((i) => i.node)
      : [el('div', { class: 'empty', text: 'No messages yet. Type / to see the commands.' })];
    if (data.starter) nodes.unshift(starterNode(data.starter));
    groupConsecutive(nodes);
    const same = nodes.length === box.children.length && nodes.every((n, k) => box.children[k] === n);
    if (!same) box.replaceChildren(...nodes);
    if (atBottom) {
      box.scrollTop = box.scrollHeight;
      pinnedToBottom = true;
    }
    showModal(data.pendingModals[0] || null);
  }

  // ------------------------------------------------------------ slash commands

  /** Flattens commands into "/name", "/name sub", "/name group sub" entries with their leaf options. */
  function commandEntries() {
    const entries = [];
    for (const cmd of state.commands.filter((c) => (c.type || 1) === 1)) {
      const subs = (cmd.options || []).filter((o) => o.type === 1 || o.type === 2);
      if (!subs.length) entries.push({ path: cmd.name, description: cmd.description, options: cmd.options || [] });
      for (const sub of subs) {
        if (sub.type === 1) entries.push({ path: `${cmd.name} ${sub.name}`, description: sub.description, options: sub.options || [] });
        else
          for (const leaf of sub.options || [])
            entries.push({ path: `${cmd.name} ${sub.name} ${leaf.name}`, description: leaf.description, options: leaf.options || [] });
      }
    }
    return entries.sort((a, b) => a.path.localeCompare(b.path));
  }

  function updateCommandPopup() {
    const popup = $('command-popup');
    const text = $('input').value;
    if (state.command || !text.startsWith('/') || text.includes('\n')) {
      popup.hidden = true;
      return;
    }
    const query = text.slice(1).trim().toLowerCase();
    state.popupItems = commandEntries().filter((e) => e.path.startsWith(query) || e.path.includes(query));
    state.popupIndex = Math.min(state.popupIndex, Math.max(0, state.popupItems.length - 1));
    popup.replaceChildren(
      el('div', { class: 'popup-title', text: state.popupItems.length ? `Commands matching /${query}` : 'No matching command' }),
      ...state.popupItems.map((e, i) =>
        el(
          'div',
          {
            class: 'popup-item',
            role: 'option',
            'aria-selected': String(i === state.popupIndex),
            'data-command': e.path,
            onmousedown: (ev) => {
              ev.preventDefault();
              chooseCommand(e);
            },
          },
          [el('span', { class: 'name', text: `/${e.path}` }), el('span', { class: 'desc', text: e.description || '' })],
        ),
      ),
    );
    popup.hidden = false;
  }

  function chooseCommand(entry) {
    state.command = { entry, values: {}, labels: {} };
    $('input').value = '';
    $('command-popup').hidden = true;
    $('command-chip').hidden = false;
    $('command-chip').textContent = `/${entry.path}`;
    $('input').placeholder = entry.options.length ? '' : 'Press Enter to send';
    renderOptionFields();
    const first = $('command-options').querySelector('input, select');
    (first || $('input')).focus();
  }

  function cancelCommand() {
    state.command = null;
    $('command-chip').hidden = true;
    $('command-options').replaceChildren();
    $('option-popup').hidden = true;
    renderHeader();
    $('input').focus();
  }

  function renderOptionFields() {
    const box = $('command-options');
    box.replaceChildren();
    for (const option of state.command.entry.options) {
      const id = `opt-${option.name}`;
      let control;
      const set = (value, label) => {
        state.command.values[option.name] = value;
        state.command.labels[option.name] = label;
      };
      if (option.choices && option.choices.length) {
        control = el(
          'select',
          { id, onchange: (e) => set(e.target.value === '' ? undefined : option.choices[Number(e.target.value)].value) },
          [el('option', { value: '', text: '—' }), ...option.choices.map((c, i) => el('option', { value: i, text: c.name }))],
        );
      } else if (option.type === 5) {
        control = el('select', { id, onchange: (e) => set(e.target.value === '' ? undefined : e.target.value === 'true') }, [
          el('option', { value: '', text: '—' }),
          el('option', { value: 'true', text: 'True' }),
          el('option', { value: 'false', text: 'False' }),
        ]);
      } else if (option.type === 6 || option.type === 9) {
        control = el('select', { id, onchange: (e) => set(e.target.value || undefined) }, [
          el('option', { value: '', text: '—' }),
          ...state.users
            .filter((u) => u.id !== state.me)
            .concat(state.users.filter((u) => u.id === state.me))
            .map((u) => el('option', { value: u.id, text: `@${u.global_name || u.username}` })),
        ]);
      } else if (option.type === 7) {
        control = el('select', { id, onchange: (e) => set(e.target.value || undefined) }, [
          el('option', { value: '', text: '—' }),
          ...state.channels.filter((c) => c.type === 0).map((c) => el('option', { value: c.id, text: `#${c.name}` })),
        ]);
      } else {
        const numeric = option.type === 4 || option.type === 10;
        control = el('input', {
          id,
          type: numeric ? 'number' : 'text',
          step: option.type === 10 ? 'any' : '1',
          min: option.min_value,
          max: option.max_value,
          maxlength: option.max_length,
          placeholder: option.description || '',
          oninput: (e) => {
            const raw = e.target.value;
            set(raw === '' ? undefined : numeric ? Number(raw) : raw);
            if (option.autocomplete) requestAutocomplete(option, raw, e.target);
          },
          onfocus: (e) => {
            if (option.autocomplete) requestAutocomplete(option, e.target.value, e.target);
          },
          onblur: () =>
            setTimeout(() => {
              if (state.optionPopup && state.optionPopup.option === option) closeOptionPopup();
            }, 150),
        });
      }
      control.addEventListener('keydown', (e) => onOptionKey(e, option, control));
      box.append(
        el('div', { class: 'opt', 'data-option': option.name, title: option.description || '' }, [
          el('label', { for: id }, [option.name, option.required ? el('span', { class: 'req', text: '*' }) : null]),
          control,
        ]),
      );
    }
  }

  let autocompleteSeq = 0;
  async function requestAutocomplete(option, typed, input) {
    const seq = ++autocompleteSeq;
    const options = { ...state.command.values, [option.name]: typed };
    for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
    try {
      const { choices } = await api('/pg/autocomplete', {
        user: state.me,
        channel: state.channelId,
        command: state.command.entry.path,
        options,
        focused: option.name,
      });
      if (seq !== autocompleteSeq || document.activeElement !== input) return;
      state.optionPopup = { option, input, choices, index: 0 };
      renderOptionPopup();
    } catch (error) {
      showError(error.message);
    }
  }

  function renderOptionPopup() {
    const popup = $('option-popup');
    const p = state.optionPopup;
    if (!p) {
      popup.hidden = true;
      return;
    }
    popup.replaceChildren(
      el('div', { class: 'popup-title', text: p.choices.length ? p.option.name : 'No suggestions' }),
      ...p.choices.map((c, i) =>
        el(
          'div',
          {
            class: 'popup-item',
            role: 'option',
            'aria-selected': String(i === p.index),
            onmousedown: (ev) => {
              ev.preventDefault();
              pickChoice(c);
            },
          },
          [el('span', { class: 'name', text: c.name })],
        ),
      ),
    );
    popup.hidden = false;
  }

  function pickChoice(choice) {
    const p = state.optionPopup;
    state.command.values[p.option.name] = choice.value;
    state.command.labels[p.option.name] = choice.name;
    p.input.value = choice.name;
    closeOptionPopup();
  }

  function closeOptionPopup() {
    state.optionPopup = null;
    $('option-popup').hidden = true;
  }

  function onOptionKey(e, option, control) {
    const p = state.optionPopup;
    if (p && p.option === option && p.choices.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        p.index = (p.index + (e.key === 'ArrowDown' ? 1 : p.choices.length - 1)) % p.choices.length;
        renderOptionPopup();
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pickChoice(p.choices[p.index]);
        focusNext(control);
        return;
      }
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      cancelCommand();
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      void submit();
    }
  }

  function focusNext(control) {
    const controls = [...$('command-options').querySelectorAll('input, select'), $('input')];
    const next = controls[controls.indexOf(control) + 1];
    if (next) next.focus();
  }

  async function submit() {
    showError('');
    if (state.command) {
      const { entry, values } = state.command;
      const missing = entry.options.filter((o) => o.required && values[o.name] === undefined);
      $('command-options')
        .querySelectorAll('.opt')
        .forEach((node) =>
          node.classList.toggle(
            'invalid',
            missing.some((o) => o.name === node.dataset.option),
          ),
        );
      if (missing.length) {
        showError(`Missing required option: ${missing.map((o) => o.name).join(', ')}`);
        return;
      }
      const options = {};
      for (const [k, v] of Object.entries(values)) if (v !== undefined) options[k] = v;
      try {
        await api('/pg/slash', { user: state.me, channel: state.channelId, command: entry.path, options });
        cancelCommand();
      } catch (error) {
        showError(error.message);
      }
      return;
    }
    const text = $('input').value.trim();
    if (!text) return;
    if (text.startsWith('/')) {
      const match = state.popupItems[state.popupIndex];
      if (match) chooseCommand(match);
      return;
    }
    try {
      await api('/pg/say', { user: state.me, channel: state.channelId, content: text });
      $('input').value = '';
    } catch (error) {
      showError(error.message);
    }
  }

  // ------------------------------------------------------------ modals

  function modalInputs(modal) {
    return (modal.components || []).flatMap((row) =>
      row.type === 18 ? [{ ...row.component, label: row.label, description: row.description }] : row.components || [],
    );
  }

  function showModal(pending) {
    const backdrop = $('modal-backdrop');
    if (!pending) {
      backdrop.hidden = true;
      state.shownModal = null;
      return;
    }
    if (state.shownModal === pending.interactionId) return;
    state.shownModal = pending.interactionId;
    const form = $('modal');
    const fields = modalInputs(pending.modal)
      .filter((c) => c.type === 4)
      .map((c) =>
        el('label', {}, [
          `${c.label || c.custom_id}${c.required === false ? '' : ' *'}`,
          c.style === 2
            ? el('textarea', {
                name: c.custom_id,
                rows: 4,
                placeholder: c.placeholder,
                required: c.required !== false,
                minlength: c.min_length,
                maxlength: c.max_length,
                text: c.value || '',
              })
            : el('input', {
                name: c.custom_id,
                placeholder: c.placeholder,
                required: c.required !== false,
                minlength: c.min_length,
                maxlength: c.max_length,
                value: c.value,
              }),
        ]),
      );
    const close = () => {
      void api('/pg/modal/dismiss', { interaction: pending.interactionId });
      backdrop.hidden = true;
      state.shownModal = null;
    };
    form.replaceChildren(
      el('h2', { text: pending.modal.title }),
      ...fields,
      el('div', { class: 'modal-buttons' }, [
        el('button', { type: 'button', class: 'link', text: 'Cancel', onclick: close }),
        el('button', { type: 'submit', class: 'btn s1', text: 'Submit' }),
      ]),
    );
    form.onsubmit = async (e) => {
      e.preventDefault();
      const values = Object.fromEntries(new FormData(form).entries());
      try {
        await api('/pg/modal', { user: state.me, interaction: pending.interactionId, values });
        backdrop.hidden = true;
      } catch (error) {
        showError(error.message);
      }
    };
    form.onkeydown = (e) => {
      if (e.key === 'Escape') close();
    };
    backdrop.hidden = false;
    const first = form.querySelector('input, textarea');
    if (first) first.focus();
  }

  // ------------------------------------------------------------ wiring

  $('composer').addEventListener('submit', (e) => {
    e.preventDefault();
    void submit();
  });
  $('input').addEventListener('input', () => {
    state.popupIndex = 0;
    updateCommandPopup();
    autoSize();
  });
  $('input').addEventListener('keydown', (e) => {
    const popup = $('command-popup');
    if (!popup.hidden && state.popupItems.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        state.popupIndex = (state.popupIndex + (e.key === 'ArrowDown' ? 1 : state.popupItems.length - 1)) % state.popupItems.length;
        updateCommandPopup();
        return;
      }
      if (e.key === 'Tab' || e.key === 'Enter') {
        e.preventDefault();
        chooseCommand(state.popupItems[state.popupIndex]);
        return;
      }
    }
    if (e.key === 'Escape') {
      if (state.command) cancelCommand();
      else popup.hidden = true;
      return;
    }
    if (e.key === 'Backspace' && state.command && $('input').value === '') {
      e.preventDefault();
      cancelCommand();
      return;
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  });
  function autoSize() {
    const input = $('input');
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight}px`;
  }
  $('lightbox').addEventListener('click', (e) => {
    if (e.target.tagName !== 'A') $('lightbox').hidden = true;
  });
  $('lightbox').tabIndex = -1;
  $('toggle-sidebar').addEventListener('click', (e) => {
    e.stopPropagation();
    $('sidebar').classList.toggle('open');
  });
  // On a narrow window the channel list is a drawer: a click beside it closes it.
  $('chat').addEventListener('click', () => $('sidebar').classList.remove('open'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !$('lightbox').hidden) $('lightbox').hidden = true;
    if (e.key === 'Escape') $('sidebar').classList.remove('open');
    if (e.altKey && /^[1-9]$/.test(e.key)) {
      const user = state.users[Number(e.key) - 1];
      if (user) {
        e.preventDefault();
        selectUser(user.id);
      }
    }
  });

  // ------------------------------------------------------------ permissions panel (dev tooling: what the bot may do here)

  const spaced = (name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(' In ', ' in ');

  async function renderPermissions() {
    const panel = $('perm-panel');
    if (panel.hidden || !state.channelId) return;
    const channel = state.channels.find((c) => c.id === state.channelId);
    if (!channel || !channel.guild_id) {
      panel.replaceChildren(el('p', { class: 'perm-note', text: 'Direct messages have no permission settings.' }));
      return;
    }
    const data = await api(`/pg/permissions?user=${encodeURIComponent(state.me)}&channel=${encodeURIComponent(state.channelId)}`);
    const post = async (path, body) => {
      try {
        await api(path, body);
      } catch (error) {
        showError(error.message);
      }
      await renderPermissions();
    };
    const box = (label, checked, disabled, onchange) =>
      el('label', { class: 'perm-item' }, [
        el('input', {
          type: 'checkbox',
          checked: checked || null,
          disabled: disabled || null,
          onchange: (e) => void onchange(e.target.checked),
        }),
        el('span', { text: label }),
      ]);
    panel.replaceChildren(
      el('h3', { text: `${state.bot ? state.bot.username : 'Bot'} in ${channelLabel(channel)}` }),
      el('p', {
        class: 'perm-note',
        text: data.botAdministrator
          ? 'Administrator: every permission. Unticking one restricts this channel.'
          : 'Set through a channel overwrite (threads follow their channel).',
      }),
      ...data.bot.map((p) =>
        box(spaced(p.name), p.granted, false, (granted) =>
          post('/pg/permissions', { channel: state.channelId, permission: p.name, granted }),
        ),
      ),
      el('button', {
        type: 'button',
        class: 'perm-reset',
        text: 'Reset the bot to Administrator',
        onclick: () => void post('/pg/permissions/reset', {}),
      }),
      el('h3', { text: 'You' }),
      data.owner
        ? el('p', { class: 'perm-note', text: 'You own the server: every permission.' })
        : box('Manage Server', data.manageServer, false, (granted) => post('/pg/manage-server', { user: state.me, granted })),
    );
  }

  $('perm-toggle').addEventListener('click', () => {
    const panel = $('perm-panel');
    panel.hidden = !panel.hidden;
    $('perm-toggle').setAttribute('aria-expanded', String(!panel.hidden));
    void renderPermissions();
  });

  function connectEvents() {
    const source = new EventSource('/pg/events');
    source.onmessage = (e) => {
      const event = JSON.parse(e.data);
      if (event.kind === 'message' || event.kind === 'notice') {
        if (event.channelId === state.channelId) refreshMessages();
        else if (event.kind === 'message') {
          state.unread.add(event.channelId);
          void loadState();
        }
      } else if (event.kind === 'modal') {
        if (event.userId === state.me) refreshMessages();
      } else {
        void loadState().then(() => renderPermissions());
      }
    };
    source.onopen = () => void loadState().then(() => refreshMessages());
  }

  loadState()
    .then(() => {
      refreshMessages(true);
      connectEvents();
    })
    .catch((error) => showError(error.message));
  // The bot may connect after the page loads: poll its status until it is online.
  const statusTimer = setInterval(() => {
    if ($('bot-status').className === 'offline') void loadState();
    else clearInterval(statusTimer);
  }, 1000);
})();
