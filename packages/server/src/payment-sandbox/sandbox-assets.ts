/**
 * The sandbox pages' script and styles, served as files (`/sandbox-gateway/assets/…`) so that the
 * pages hold nothing inline. Plain browser JavaScript, kept small: it talks to the payment screen
 * by `postMessage` (docs/payments.md) with our own origin only, and to the sandbox's JSON calls.
 */

/** Shared by both frames: posting to the parent, the JSON calls, the frame's height. */
const FRAME_COMMON = `
  var ORIGIN = window.location.origin;
  function post(message) {
    if (window.parent !== window) window.parent.postMessage(message, ORIGIN);
  }
  function request(path, body) {
    return fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(
        function (json) { return { status: response.status, body: json }; },
        function () { return { status: response.status, body: null }; }
      );
    });
  }
  function resize() {
    post({ type: 'sandbox:resize', height: Math.ceil(document.documentElement.scrollHeight) });
  }
  function watchHeight() {
    if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(document.body);
    resize();
  }
`;

export const HOSTED_FIELDS_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('sandbox-card');
  if (!root) return;
${FRAME_COMMON}
  var token = root.getAttribute('data-token');
  var M = JSON.parse(root.getAttribute('data-messages'));
  var form = document.getElementById('card-form');
  var fields = {
    number: document.getElementById('card-number'),
    expiry: document.getElementById('card-expiry'),
    cvc: document.getElementById('card-cvc'),
  };
  var save = document.getElementById('card-save');
  var challenge = document.getElementById('challenge');
  var challengeTitle = document.getElementById('challenge-title');
  var challengeCard = document.getElementById('challenge-card');
  var passButton = document.getElementById('challenge-pass');
  var failButton = document.getElementById('challenge-fail');
  var statusLine = document.getElementById('card-status');
  var busy = false;
  var pending = null;

  function luhn(digits) {
    var total = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      total += digit;
    }
    return total % 10 === 0;
  }
  function parseExpiry(text) {
    var match = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(text);
    if (!match) return null;
    var month = Number(match[1]);
    var year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    return month >= 1 && month <= 12 ? { month: month, year: year } : null;
  }
  function hasExpired(expiry) {
    var now = new Date();
    var year = now.getFullYear();
    return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
  }
  function check() {
    var errors = {};
    var number = fields.number.value.replace(/[\\s-]/g, '');
    if (number === '') errors.number = M.numberMissing;
    else if (!/^\\d{12,19}$/.test(number) || !luhn(number)) errors.number = M.numberInvalid;
    var expiryText = fields.expiry.value;
    var expiry = parseExpiry(expiryText);
    if (expiryText.trim() === '') errors.expiry = M.expiryMissing;
    else if (!expiry) errors.expiry = M.expiryInvalid;
    else if (hasExpired(expiry)) errors.expiry = M.expiryPast;
    if (!/^\\d{3,4}$/.test(fields.cvc.value.trim())) errors.cvc = M.cvcInvalid;
    return errors;
  }
  function showFieldError(name, message) {
    var input = fields[name];
    var slot = document.getElementById(input.id + '-error');
    slot.textContent = message || '';
    slot.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  /** Shows the messages beside their fields; true when there is one to correct. */
  function showErrors(errors) {
    var first = null;
    ['number', 'expiry', 'cvc'].forEach(function (name) {
      showFieldError(name, errors[name]);
      if (errors[name] && first === null) first = fields[name];
    });
    if (first !== null) first.focus();
    resize();
    return first !== null;
  }
  function setStatus(text) {
    statusLine.textContent = text;
  }
  function succeed(id, nonce, deviceData) {
    busy = false;
    setStatus('');
    post({ type: 'sandbox:nonce', id: id, nonce: nonce, deviceData: deviceData });
  }
  function fail(id, reason, message) {
    busy = false;
    setStatus(reason === 'invalidCard' ? '' : message);
    post({ type: 'sandbox:error', id: id, reason: reason, message: message });
  }
  function openChallenge(id, card) {
    pending = { id: id, nonce: card.nonce, deviceData: card.deviceData };
    challengeCard.textContent = card.brand + ' \\u2022\\u2022\\u2022\\u2022 ' + card.last4;
    passButton.disabled = false;
    failButton.disabled = false;
    form.hidden = true;
    challenge.hidden = false;
    setStatus('');
    challengeTitle.focus();
    resize();
  }
  function closeChallenge() {
    challenge.hidden = true;
    form.hidden = false;
    resize();
  }
  function answerChallenge(outcome) {
    if (pending === null) return;
    var challenged = pending;
    pending = null;
    passButton.disabled = true;
    failButton.disabled = true;
    request('/sandbox-gateway/api/3ds', { token: token, nonce: challenged.nonce, outcome: outcome }).then(
      function (answer) {
        closeChallenge();
        if (answer.status !== 200) fail(challenged.id, 'unavailable', M.unavailable);
        else if (outcome === 'authenticated') succeed(challenged.id, challenged.nonce, challenged.deviceData);
        else fail(challenged.id, 'authenticationFailed', M.authenticationFailed);
      },
      function () {
        closeChallenge();
        fail(challenged.id, 'unavailable', M.unavailable);
      }
    );
  }
  function tokenize(id) {
    // One at a time: the payment screen waits for the answer before it asks again.
    if (busy) return;
    if (showErrors(check())) {
      post({ type: 'sandbox:error', id: id, reason: 'invalidCard', message: M.invalidCard });
      return;
    }
    busy = true;
    setStatus(M.checking);
    var body = {
      token: token,
      number: fields.number.value,
      expiry: fields.expiry.value,
      cvc: fields.cvc.value,
      save: save !== null && save.checked,
    };
    request('/sandbox-gateway/api/tokenize', body).then(
      function (answer) {
        if (answer.status === 400 && answer.body && answer.body.fields) {
          showErrors(answer.body.fields);
          fail(id, 'invalidCard', M.invalidCard);
        } else if (answer.status !== 200 || !answer.body) {
          fail(id, 'unavailable', M.unavailable);
        } else if (answer.body.threeDSecure === 'required') {
          openChallenge(id, answer.body);
        } else {
          succeed(id, answer.body.nonce, answer.body.deviceData);
        }
      },
      function () { fail(id, 'unavailable', M.unavailable); }
    );
  }

  Object.keys(fields).forEach(function (name) {
    fields[name].addEventListener('input', function () {
      if (fields[name].getAttribute('aria-invalid') === 'true') showFieldError(name, '');
    });
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  passButton.addEventListener('click', function () { answerChallenge('authenticated'); });
  failButton.addEventListener('click', function () { answerChallenge('failed'); });
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'sandbox:tokenize' || typeof data.id !== 'string') return;
    tokenize(data.id);
  });
  post({ type: 'sandbox:ready' });
  watchHeight();
})();
`;

export const PAYPAL_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('sandbox-paypal');
  if (!root) return;
${FRAME_COMMON}
  var M = JSON.parse(root.getAttribute('data-messages'));
  var approve = document.getElementById('paypal-approve');
  var cancel = document.getElementById('paypal-cancel');
  var statusLine = document.getElementById('paypal-status');
  var body = {
    token: root.getAttribute('data-token'),
    amount: Number(root.getAttribute('data-amount')),
    currency: root.getAttribute('data-currency'),
  };

  approve.addEventListener('click', function () {
    approve.disabled = true;
    cancel.disabled = true;
    statusLine.textContent = '';
    function failed() {
      approve.disabled = false;
      cancel.disabled = false;
      statusLine.textContent = M.payPalFailed;
    }
    request('/sandbox-gateway/api/paypal', body).then(function (answer) {
      if (answer.status === 200 && answer.body && typeof answer.body.nonce === 'string') {
        post({ type: 'sandbox:paypal-approved', nonce: answer.body.nonce });
      } else {
        failed();
      }
    }, failed);
  });
  cancel.addEventListener('click', function () {
    post({ type: 'sandbox:paypal-cancelled' });
  });
  post({ type: 'sandbox:ready' });
  watchHeight();
})();
`;

export const SANDBOX_STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: #1d2330; background: #fff; }
.frame { padding: 0.25rem; }
.field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 0.75rem; flex: 1; }
.field-row { display: flex; gap: 0.75rem; flex-wrap: wrap; }
.field-checkbox { flex-direction: row; align-items: center; gap: 0.5rem; }
label { font-weight: 600; font-size: 0.95rem; }
input[type="text"] { font: inherit; padding: 0.55rem 0.65rem; border: 1px solid #8a93a3; border-radius: 6px; }
input[type="text"]:focus-visible, button:focus-visible, h1:focus-visible { outline: 3px solid #1a5fd0; outline-offset: 1px; }
input[aria-invalid="true"] { border-color: #b3261e; }
.field-error { color: #b3261e; margin: 0; font-size: 0.9rem; }
.hint { color: #4a5263; font-size: 0.85rem; margin: 0; }
.status { min-height: 1.2em; margin: 0.5rem 0 0; }
h1 { font-size: 1.2rem; margin: 0 0 0.5rem; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1rem; }
button { font: inherit; padding: 0.6rem 1rem; border-radius: 6px; border: 1px solid #1a5fd0; background: #1a5fd0; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1a5fd0; }
button:disabled { opacity: 0.6; cursor: default; }
.paypal h1 { color: #003087; }
[hidden] { display: none !important; }
`;
