// Renders Discord message JSON (content, embeds, attachments, components v1 and v2) into DOM nodes.
/* global window, document */
'use strict';

(function () {
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key === 'html') node.innerHTML = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of [].concat(children || [])) if (child) node.append(child);
    return node;
  }

  const ICONS = {
    eye: 'M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    thread: 'M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm2 4v2h10V8H7zm0 4v2h7v-2H7z',
    lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z',
    file: 'M6 2h8l6 6v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm7 1.5V9h5.5L13 3.5z',
    warning: 'M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z',
  };

  /** A small inline SVG icon (no emoji font needed). */
  function icon(name, size) {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', String(size || 16));
    svg.setAttribute('height', String(size || 16));
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('class', `icon icon-${name}`);
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', ICONS[name]);
    path.setAttribute('fill', 'currentColor');
    svg.append(path);
    return svg;
  }

  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  }

  function initials(name) {
    return (name || '?').slice(0, 1).toUpperCase();
  }

  function avatar(user, size) {
    const node = el('span', { class: `avatar ${size || ''}`, text: initials(user.global_name || user.username), 'aria-hidden': 'true' });
    node.style.background = user.color || (user.accent_color ? `#${user.accent_color.toString(16).padStart(6, '0')}` : '#5865f2');
    return node;
  }

  /** Discord-flavoured markdown, enough for bots: headings, subtext, quotes, code, emphasis, links, mentions, timestamps. */
  function markdown(text, ctx) {
    const blocks = [];
    let html = escapeHtml(text || '');
    html = html.replace(/```(?:[a-z]*\n)?([\s\S]*?)```/g, (_, code) => {
      blocks.push(`<pre>${code}</pre>`);
      return `\uE000${blocks.length - 1}\uE000`;
    });
    html = html.replace(/`([^`\n]+)`/g, (_, code) => {
      blocks.push(`<code>${code}</code>`);
      return `\uE000${blocks.length - 1}\uE000`;
    });
    const lines = html.split('\n').map((line) => {
      let m;
      if ((m = /^(#{1,3}) (.*)$/.exec(line))) return `<h${m[1].length}>${m[2]}</h${m[1].length}>`;
      if ((m = /^-# (.*)$/.exec(line))) return `<span class="subtext">${m[1]}</span>`;
      if ((m = /^&gt; (.*)$/.exec(line))) return `<blockquote>${m[1]}</blockquote>`;
      if ((m = /^[-*] (.*)$/.exec(line))) return `• ${m[1]}`;
      return line;
    });
    html = lines.join('\n').replace(/(<\/h\d>|<\/blockquote>)\n/g, '$1');
    html = html
      .replace(/\*\*\*(.+?)\*\*\*/g, '<b><i>$1</i></b>')
      .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>')
      .replace(/__(.+?)__/g, '<u>$1</u>')
      .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1<i>$2</i>')
      .replace(/(^|\W)_(?!\s)(.+?)_(?!\w)/g, '$1<i>$2</i>')
      .replace(/~~(.+?)~~/g, '<s>$1</s>')
      .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler">$1</span>')
      .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2" target="_blank" rel="noopener">$1</a>')
      // Links to a channel or message of this server show as a chip, like Discord's client ("#thread › message").
      .replace(
        /(^|[\s(])https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/channels\/\d+\/(\d+)(?:\/(\d+))?(?=[\s).,]|$)/g,
        (_, pre, channel, message) =>
          `${pre}<a class="mention channel-link" href="#" data-channel-id="${channel}">#${escapeHtml(ctx.channelName(channel))}${message ? ' › message' : ''}</a>`,
      )
      .replace(/(^|[\s(])(https?:\/\/[^\s<]+)/g, '$1<a href="$2" target="_blank" rel="noopener">$2</a>')
      .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(ctx.userName(id))}</span>`)
      .replace(
        /&lt;#(\d+)&gt;/g,
        (_, id) => `<a class="mention channel-link" href="#" data-channel-id="${id}">#${escapeHtml(ctx.channelName(id))}</a>`,
      )
      .replace(/&lt;@&amp;(\d+)&gt;/g, '<span class="mention">@role</span>')
      .replace(/&lt;a?:(\w+):\d+&gt;/g, ':$1:')
      .replace(
        /&lt;t:(\d+)(?::([tTdDfFR]))?&gt;/g,
        (_, s, style) => `<span class="mention">${escapeHtml(formatStamp(Number(s) * 1000, style))}</span>`,
      );
    return html.replace(/\uE000(\d+)\uE000/g, (_, i) => blocks[Number(i)]);
  }

  function formatStamp(ms, style) {
    const date = new Date(ms);
    if (style === 'R') return relativeTime(ms, Date.now());
    if (style === 't' || style === 'T') return date.toLocaleTimeString();
    if (style === 'd' || style === 'D') return date.toLocaleDateString();
    return date.toLocaleString();
  }

  /** Like Discord's <t:…:R>: "in 3 days", "2 hours ago", "in a few seconds" — the largest unit that fits, rounded. */
  function relativeTime(ms, now) {
    const seconds = (ms - now) / 1000;
    const abs = Math.abs(seconds);
    if (abs < 45) return seconds >= 0 ? 'in a few seconds' : 'a few seconds ago';
    const units = [
      ['year', 365 * 86400],
      ['month', 30 * 86400],
      ['day', 86400],
      ['hour', 3600],
      ['minute', 60],
    ];
    const [unit, size] = units.find(([, s]) => abs >= s * 0.95) || units[units.length - 1];
    return new Intl.RelativeTimeFormat('en', { numeric: 'always' }).format(Math.round(seconds / size), unit);
  }

  function isImage(attachment) {
    return (
      (attachment.content_type || '').startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(attachment.filename || attachment.url || '')
    );
  }

  function image(url, ctx, cls, alt) {
    return el('img', {
      class: cls || 'media',
      src: url,
      alt: alt || 'image',
      loading: 'lazy',
      tabindex: 0,
      role: 'button',
      onclick: () => ctx.openImage(url),
      onkeydown: (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          ctx.openImage(url);
        }
      },
    });
  }

  function fileBox(name, url, size) {
    return el('div', { class: 'file' }, [
      icon('file', 28),
      el('div', {}, [
        el('a', { href: url, target: '_blank', rel: 'noopener', text: name, download: name }),
        size !== undefined ? el('div', { class: 'size', text: formatSize(size) }) : null,
      ]),
    ]);
  }

  function formatSize(bytes) {
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
    return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  }

  function color(value, fallback) {
    return typeof value === 'number' ? `#${value.toString(16).padStart(6, '0')}` : fallback;
  }

  function embed(data, ctx) {
    const main = el('div', { class: 'embed-main' });
    if (data.author && data.author.name) {
      main.append(
        el('div', { class: 'embed-author' }, [
          data.author.icon_url
            ? el('img', { src: data.author.icon_url, alt: '', width: 24, height: 24, style: 'border-radius:50%' })
            : null,
          el('span', { text: data.author.name }),
        ]),
      );
    }
    if (data.title) {
      main.append(
        el(
          'div',
          { class: 'embed-title' },
          data.url
            ? el('a', { href: data.url, target: '_blank', rel: 'noopener', html: markdown(data.title, ctx) })
            : el('span', { html: markdown(data.title, ctx) }),
        ),
      );
    }
    if (data.description) main.append(el('div', { class: 'embed-description content', html: markdown(data.description, ctx) }));
    if (Array.isArray(data.fields) && data.fields.length) {
      main.append(
        el(
          'div',
          { class: 'embed-fields' },
          data.fields.map((f) =>
            el('div', { class: `embed-field${f.inline ? ' inline' : ''}` }, [
              el('div', { class: 'embed-field-name', html: markdown(f.name, ctx) }),
              el('div', { class: 'content', html: markdown(f.value, ctx) }),
            ]),
          ),
        ),
      );
    }
    const node = el('div', { class: 'embed' }, [
      main,
      data.thumbnail && data.thumbnail.url ? el('div', { class: 'embed-thumb' }, image(data.thumbnail.url, ctx, '', 'thumbnail')) : null,
    ]);
    node.style.borderLeftColor = color(data.color, '#1e1f22');
    if (data.image && data.image.url) node.append(el('div', { class: 'embed-image' }, image(data.image.url, ctx)));
    if ((data.footer && data.footer.text) || data.timestamp) {
      const parts = [data.footer && data.footer.text, data.timestamp && new Date(data.timestamp).toLocaleString()].filter(Boolean);
      node.append(
        el('div', { class: 'embed-footer' }, [
          data.footer && data.footer.icon_url
            ? el('img', { src: data.footer.icon_url, alt: '', width: 20, height: 20, style: 'border-radius:50%' })
            : null,
          el('span', { text: parts.join(' • ') }),
        ]),
      );
    }
    return node;
  }

  function emojiText(emoji) {
    if (!emoji) return '';
    return emoji.id ? `:${emoji.name}:` : emoji.name || '';
  }

  function button(data, message, ctx) {
    const label = [emojiText(data.emoji), data.label].filter(Boolean).join(' ');
    if (data.style === 5) return el('a', { class: 'btn s5', href: data.url, target: '_blank', rel: 'noopener', text: `${label} ↗` });
    return el('button', {
      type: 'button',
      class: `btn s${data.style}`,
      disabled: Boolean(data.disabled) || ctx.readOnly,
      text: label,
      'data-custom-id': data.custom_id,
      onclick: (e) => ctx.click(message.id, data.custom_id, undefined, e.currentTarget),
    });
  }

  function selectMenu(data, message, ctx) {
    let options = data.options || [];
    if (data.type === 5 || data.type === 7) options = ctx.users.map((u) => ({ label: u.global_name || u.username, value: u.id }));
    if (data.type === 8) options = ctx.channels.filter((c) => c.type === 0).map((c) => ({ label: `#${c.name}`, value: c.id }));
    const max = data.max_values === undefined ? 1 : data.max_values;
    const min = data.min_values === undefined ? 1 : data.min_values;
    const disabled = Boolean(data.disabled) || ctx.readOnly;
    if (max <= 1) {
      const select = el(
        'select',
        {
          class: 'select',
          disabled,
          'aria-label': data.placeholder || 'Select',
          'data-custom-id': data.custom_id,
          onchange: (e) => {
            if (e.target.value) ctx.click(message.id, data.custom_id, [e.target.value], e.target);
          },
        },
        [el('option', { value: '', text: data.placeholder || 'Make a selection' })].concat(
          options.map((o) =>
            el('option', {
              value: o.value,
              text: [emojiText(o.emoji), o.label].filter(Boolean).join(' ') + (o.description ? ` — ${o.description}` : ''),
            }),
          ),
        ),
      );
      return select;
    }
    const boxes = options.map((o) =>
      el('label', {}, [
        el('input', { type: 'checkbox', value: o.value, disabled }),
        el('span', { text: o.label + (o.description ? ` — ${o.description}` : '') }),
      ]),
    );
    const details = el('details', { class: 'multi-select', 'data-custom-id': data.custom_id }, [
      el('summary', { text: `${data.placeholder || 'Make a selection'} (${min}–${max})` }),
      ...boxes,
      el('button', {
        type: 'button',
        class: 'btn s1',
        disabled,
        text: 'Choose',
        onclick: (e) => {
          const values = boxes
            .map((b) => b.querySelector('input'))
            .filter((i) => i.checked)
            .map((i) => i.value);
          ctx.click(message.id, data.custom_id, values, e.currentTarget);
        },
      }),
    ]);
    return details;
  }

  function actionRow(row, message, ctx) {
    return el(
      'div',
      { class: 'action-row' },
      (row.components || []).map((c) => (c.type === 2 ? button(c, message, ctx) : selectMenu(c, message, ctx))),
    );
  }

  function mediaUrl(media) {
    return media && (media.url || media.proxy_url);
  }

  function v2(component, message, ctx) {
    switch (component.type) {
      case 1:
        return actionRow(component, message, ctx);
      case 10:
        return el('div', { class: 'v2-text content', html: markdown(component.content, ctx) });
      case 9: {
        const accessory = component.accessory || {};
        const side =
          accessory.type === 2
            ? button(accessory, message, ctx)
            : accessory.type === 11
              ? image(mediaUrl(accessory.media), ctx, 'thumb', accessory.description || 'thumbnail')
              : null;
        return el('div', { class: 'section' }, [
          el(
            'div',
            { class: 'section-texts' },
            (component.components || []).map((c) => v2(c, message, ctx)),
          ),
          side,
        ]);
      }
      case 11:
        return image(mediaUrl(component.media), ctx, 'thumb', component.description);
      case 12: {
        const items = component.items || [];
        return el(
          'div',
          { class: `gallery n${Math.min(items.length, 3)}` },
          items.map((item) => image(mediaUrl(item.media), ctx, 'media', item.description)),
        );
      }
      case 13: {
        const url = mediaUrl(component.file);
        const attachment = (message.attachments || []).find((a) => a.url === url);
        return fileBox(attachment ? attachment.filename : (url || '').split('/').pop(), url, attachment && attachment.size);
      }
      case 14:
        return el('hr', { class: `separator${component.divider === false ? '' : ' line'}${component.spacing === 2 ? ' large' : ''}` });
      case 17: {
        const node = el(
          'div',
          { class: `container${typeof component.accent_color === 'number' ? '' : ' no-accent'}` },
          (component.components || []).map((c) => v2(c, message, ctx)),
        );
        if (typeof component.accent_color === 'number') node.style.borderLeftColor = color(component.accent_color);
        return node;
      }
      default:
        return el('div', { class: 'empty', text: `[component type ${component.type}]` });
    }
  }

  /** URLs that embeds or components already display, so the attachment list does not repeat them. */
  function referencedUrls(message) {
    const urls = new Set();
    const walk = (value) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        if (typeof value.url === 'string') urls.add(value.url);
        Object.values(value).forEach(walk);
      }
    };
    walk(message.embeds);
    walk(message.components);
    return urls;
  }

  function renderMessage(message, ctx) {
    const author = message.author;
    const isEphemeral = (message.flags & 64) !== 0;
    const loading = (message.flags & 128) !== 0;
    const isV2 = (message.flags & 32768) !== 0;
    const mentionsMe = (message.mentions || []).some((u) => u.id === ctx.me);
    const node = el('article', {
      class: `message${isEphemeral ? ' ephemeral' : ''}${mentionsMe ? ' mentioned' : ''}`,
      'data-message-id': message.id,
      'aria-label': `Message from ${author.global_name || author.username}`,
    });
    const used =
      message.interaction ||
      (message.interaction_metadata && message.type === 20 ? { name: '…', user: message.interaction_metadata.user } : null);
    // What the page needs to group consecutive messages of one author, as Discord does.
    node.dataset.author = author.id;
    node.dataset.at = String(Date.parse(message.timestamp));
    if (used) node.dataset.standalone = 'true';
    if (used) {
      node.append(
        el('div', { class: 'reply-context' }, [
          avatar(used.user, 'tiny'),
          el('b', { text: used.user.global_name || used.user.username }),
          el('span', { text: 'used' }),
          el('span', { class: 'cmd', text: `/${used.name}` }),
        ]),
      );
    }
    const userColor = ctx.colorOf(author.id);
    node.append(avatar({ ...author, color: userColor }, ''));
    const body = el('div', { class: 'body' });
    body.append(
      el('div', { class: 'meta' }, [
        el('span', { class: 'author', text: author.global_name || author.username }),
        author.bot ? el('span', { class: 'app-tag', text: 'APP' }) : null,
        el('time', {
          class: 'time',
          datetime: message.timestamp,
          text: new Date(message.timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
        }),
        message.edited_timestamp && !loading ? el('span', { class: 'edited', text: '(edited)' }) : null,
      ]),
    );
    if (loading) body.append(el('div', { class: 'thinking', text: `${author.global_name || author.username} is thinking` }));
    if (message.content) body.append(el('div', { class: 'content', html: markdown(message.content, ctx) }));
    for (const e of message.embeds || []) body.append(embed(e, ctx));
    const shown = referencedUrls(message);
    for (const a of message.attachments || []) {
      if (shown.has(a.url)) continue;
      body.append(isImage(a) ? image(a.url, ctx, 'media', a.description || a.filename) : fileBox(a.filename, a.url, a.size));
    }
    if (isV2)
      body.append(
        el(
          'div',
          { class: 'v2-root' },
          (message.components || []).map((c) => v2(c, message, ctx)),
        ),
      );
    else for (const row of message.components || []) body.append(actionRow(row, message, ctx));
    if (message.thread) {
      body.append(
        el('button', { type: 'button', class: 'thread-link', onclick: () => ctx.openChannel(message.thread.id) }, [
          icon('thread'),
          el('b', { text: message.thread.name }),
          el('span', { text: 'Open thread' }),
        ]),
      );
    }
    if (isEphemeral) {
      body.append(
        el('div', { class: 'ephemeral-note' }, [
          icon('eye'),
          el('span', { text: 'Only you can see this •' }),
          el('button', { type: 'button', text: 'Dismiss message', onclick: () => ctx.dismiss(message.id) }),
        ]),
      );
    }
    node.append(body);
    return node;
  }

  window.Render = { el, avatar, icon, markdown, renderMessage, relativeTime };
})();
