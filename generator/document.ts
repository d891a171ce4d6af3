/** A target-neutral document: what a rules reference says, before it is Markdown or HTML. */
export type Block =
  | { kind: "para"; text: string }
  /** The title of one item (a rule, a procedure), with its rule section. */
  | { kind: "heading"; text: string; rule: string }
  | { kind: "table"; caption: string; rule: string; header: string[]; rows: string[][] }
  | { kind: "list"; items: { text: string; depth: number }[] }
  | { kind: "code"; caption: string; lines: string[] }
  | { kind: "image"; src: string; alt: string };

export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

export interface Doc {
  title: string;
  source: string;
  sections: Section[];
}
