/**
 * Text from a user's file or a saved game printed to a terminal or written
 * into a diagnostic: control characters are shown, never sent. A raw escape
 * sequence could rewrite the terminal (colours, the title, a fake prompt),
 * and bidirectional overrides can make text read differently from what it
 * is ("trojan source"), so each becomes a visible stand-in of one column,
 * which keeps a caret under an excerpt where it belongs.
 */

/** C0 and C1 controls, DEL, bidirectional embeddings, overrides and isolates, line and paragraph separators. */
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character but the tab replaced by a visible one-column stand-in. */
export function printable(text: string): string {
  return text.replace(CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code); // ␀ ␁ ... ␟
    if (code === 0x7f) return "\u2421"; // ␡
    return "\ufffd";
  });
}

/** Control characters and tabs: a message is one line of text, with nothing in it a terminal acts on. */
const CONTROLS_AND_TABS = new RegExp(`[\t${CONTROLS.source.slice(1, -1)}]`, "g");

/** `text` with control characters (tabs too) written as escapes (`\u001b`), for one-line messages where the exact character matters. */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS_AND_TABS, (c) => (c === "\n" ? "\\n" : c === "\r" ? "\\r" : c === "\t" ? "\\t" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
}
