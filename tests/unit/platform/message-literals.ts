import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';

// The messages our code can put in front of a user, read from the source (docs/decisions.md "Every message
// of the contract and the server has its Russian"). A source scan over the syntax tree (oxc's parser, the
// one Vite ships), not a regex: it follows a message through constants, imports, helper functions and
// conditionals to the literal it starts as. Where a message is:
//   - contract/ and server/: the text argument of a zod check (`.min(1, 'Name is required')`, `.int('…')`,
//     `.regex(re, '…')`, `.refine(fn, '…')`), and any `message:` or `error:` property (zod's params object,
//     `ctx.addIssue({ message })`);
//   - server/: the message of `new AppError(code, message, { title, fields })`, its title and field
//     messages, and both values of an error body written by hand (`{ title: '…', message: '…' }`);
//   - anywhere: the template passed to `fillTemplate` (domain/message-template.ts).
// A helper whose parameter reaches one of those places (`badRequest(message, fields)`, `rule(message)`)
// makes its callers' arguments messages too. A message made by a function we can read (refusalMessage)
// is every text it returns; `TITLE[code]` is every value of TITLE. A template literal is a message with
// values: `${x}` becomes a placeholder. What the scan cannot see is a text from outside (an Error's
// message, a provider's answer): it is no fixed message of ours.

type Node = { type: string; start: number; end: number } & Record<string, unknown>;

export interface FoundMessage {
  /** The text; placeholders as `{{…}}`. */
  text: string;
  /** 'text': as written; 'literal-template': a template literal (its `{{…}}` are made up, any value
   * fits); 'template': an i18next template handed to fillTemplate (its `{{name}}` are real). */
  kind: 'text' | 'literal-template' | 'template';
  /** file:line of the literal. */
  at: string;
}

const ZOD_CHECK_WITH_VALUE = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'includes',
  'size',
]);
const ZOD_CHECK_MESSAGE_ONLY = new Set([
  'int',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'nonempty',
  'email',
  'url',
  'uuid',
  'finite',
]);
/** z.number('…'), z.coerce.number('…'): a type's own message, its last argument (after the values of an enum). */
const ZOD_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'int',
  'enum',
  'literal',
  'array',
  'object',
  'record',
]);
const WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'ParenthesizedExpression',
  'TSTypeAssertion',
]);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

interface ParsedFile {
  path: string;
  source: string;
  program: Node;
  parents: Map<Node, Node>;
}

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) out.push(v);
    if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

const unwrap = (node: Node): Node =>
  WRAPPERS.has(node.type) && isNode(node.expression) ? unwrap(node.expression) : node;
const nameOf = (node: unknown): string | null =>
  isNode(node) && node.type === 'Identifier' ? (node.name as string) : null;
const keyOf = (prop: Node): string | null =>
  prop.computed
    ? null
    : (nameOf(prop.key) ??
      (typeof (prop.key as Node).value === 'string' ? ((prop.key as Node).value as string) : null));

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : tsFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

type Binding =
  | { kind: 'value'; init: Node; file: ParsedFile }
  | { kind: 'function'; fn: Node; file: ParsedFile }
  | { kind: 'param'; fn: Node; index: number; fallback: Node | null; file: ParsedFile };

export class MessageScan {
  private readonly files = new Map<string, ParsedFile>();
  private readonly found = new Map<string, FoundMessage>();
  /** Functions whose parameter at an index is a message ('message') or a field-messages object ('fields'). */
  private readonly helpers = new Map<Node, Map<number, 'message' | 'fields'>>();
  /** Expressions followed already, as a message and as a value inside a template literal. */
  private readonly seen = new Set<Node>();
  private readonly seenNested = new Set<Node>();

  constructor(private readonly root: string) {}

  /** Every message of the files under these folders (and what they import). */
  scan(folders: { dir: string; zod: boolean; errors: boolean; skip?: string[] }[]): FoundMessage[] {
    const scanned = folders.flatMap((f) =>
      tsFiles(join(this.root, f.dir))
        .filter((path) => !f.skip?.some((dir) => path.startsWith(join(this.root, dir))))
        .map((path) => ({ ...f, file: this.parse(path) })),
    );
    // Helpers found on one pass make their callers messages on the next.
    for (let known = -1; known !== this.helperCount();) {
      known = this.helperCount();
      for (const { file, zod, errors } of scanned) {
        walk(file.program, (node) => this.visit(file, node, zod, errors));
      }
    }
    return [...this.found.values()];
  }

  private helperCount(): number {
    let n = 0;
    for (const m of this.helpers.values()) n += m.size;
    return n;
  }

  private parse(path: string): ParsedFile {
    const known = this.files.get(path);
    if (known) return known;
    const source = readFileSync(path, 'utf8');
    const { program, errors } = parseSync(path, source, { lang: path.endsWith('x') ? 'tsx' : 'ts' });
    if (errors.length > 0) throw new Error(`${path}: ${errors[0].message}`);
    const parents = new Map<Node, Node>();
    walk(program as unknown as Node, (node) => {
      for (const child of children(node)) parents.set(child, node);
    });
    const file = { path, source, program: program as unknown as Node, parents };
    this.files.set(path, file);
    return file;
  }

  private visit(file: ParsedFile, node: Node, zod: boolean, errors: boolean): void {
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const args = (node.arguments as Node[]).map(unwrap);
      const callee = unwrap(node.callee as Node);
      const calleeName = nameOf(callee);
      if (calleeName === 'fillTemplate' && args[0]) this.collect(file, args[0], 'template');
      if (node.type === 'NewExpression' && calleeName === 'AppError' && errors) {
        if (args[1]) this.collect(file, args[1], 'message');
        if (args[2]?.type === 'ObjectExpression') this.collectExtra(file, args[2]);
      }
      if (zod && node.type === 'CallExpression' && callee.type === 'MemberExpression' && !callee.computed) {
        const method = nameOf(callee.property);
        const last = args[args.length - 1];
        if (method && last && ZOD_CHECK_WITH_VALUE.has(method) && args.length >= 2)
          this.collectZodParam(file, last);
        if (method && last && ZOD_CHECK_MESSAGE_ONLY.has(method) && args.length === 1)
          this.collectZodParam(file, last);
        const owner = unwrap(callee.object as Node);
        const onZod =
          nameOf(owner) === 'z' ||
          (owner.type === 'MemberExpression' && nameOf(owner.property as Node) === 'coerce');
        const typeArgs =
          method === 'enum' || method === 'literal' || method === 'array' || method === 'object'
            ? 2
            : method === 'record'
              ? 3
              : 1;
        if (onZod && method && last && ZOD_TYPES.has(method) && args.length === typeArgs)
          this.collectZodParam(file, last);
      }
      if (calleeName && node.type === 'CallExpression') {
        const binding = this.resolve(file, callee);
        const fn =
          binding?.kind === 'function' ? binding.fn : binding?.kind === 'value' ? binding.init : null;
        const roles = fn ? this.helpers.get(fn) : undefined;
        for (const [index, role] of roles ?? []) {
          const arg = args[index];
          if (!arg) continue;
          if (role === 'message') this.collect(file, arg, 'message');
          else if (arg.type === 'ObjectExpression') this.collectFieldMessages(file, arg);
        }
      }
    }
    if (node.type === 'ObjectExpression') {
      const props = (node.properties as Node[]).filter((p) => p.type === 'Property');
      const keys = new Map(props.map((p) => [keyOf(p), p]));
      if (zod) for (const key of ['message', 'error']) this.collectValue(file, keys.get(key));
      if (errors && keys.has('title') && keys.has('message')) {
        this.collectValue(file, keys.get('title'));
        this.collectValue(file, keys.get('message'));
      }
    }
  }

  private collectValue(file: ParsedFile, prop: Node | undefined): void {
    if (!prop) return;
    const value = unwrap(prop.value as Node);
    // A zod params object's error may be a function of the issue; only texts count.
    if (FUNCTIONS.has(value.type)) return;
    this.collect(file, value, 'message');
  }

  /** zod's last argument: the message, or `{ message }` / `{ error }` (the object rule takes those). */
  private collectZodParam(file: ParsedFile, arg: Node): void {
    if (arg.type !== 'ObjectExpression' && !FUNCTIONS.has(arg.type) && arg.type !== 'Identifier') {
      this.collect(file, arg, 'message');
    }
    if (arg.type === 'Identifier') {
      const binding = this.resolve(file, arg);
      if (binding && binding.kind !== 'function') this.collect(file, arg, 'message');
    }
  }

  /** AppError's third argument: its title and its field messages. */
  private collectExtra(file: ParsedFile, extra: Node): void {
    for (const prop of extra.properties as Node[]) {
      if (prop.type !== 'Property') continue;
      const key = keyOf(prop);
      const value = unwrap(prop.value as Node);
      if (key === 'title') this.collect(file, value, 'message');
      if (key === 'fields') {
        if (value.type === 'ObjectExpression') this.collectFieldMessages(file, value);
        else if (value.type === 'Identifier') {
          const binding = this.resolve(file, value);
          if (binding?.kind === 'param') this.addHelper(binding.fn, binding.index, 'fields');
        }
      }
    }
  }

  private collectFieldMessages(file: ParsedFile, fields: Node): void {
    for (const prop of fields.properties as Node[]) {
      if (prop.type === 'Property') this.collect(file, unwrap(prop.value as Node), 'message');
    }
  }

  private addHelper(fn: Node, index: number, role: 'message' | 'fields'): void {
    const roles = this.helpers.get(fn) ?? new Map<number, 'message' | 'fields'>();
    roles.set(index, role);
    this.helpers.set(fn, roles);
  }

  /**
   * Follows an expression in a message's place to the texts it can be. `nested`: a value inside a
   * template literal; only sentences count, and a parameter there makes no helper.
   */
  private collect(file: ParsedFile, expr: Node, as: 'message' | 'template', nested = false): void {
    const node = unwrap(expr);
    if (this.seen.has(node) || (nested && this.seenNested.has(node))) return;
    (nested ? this.seenNested : this.seen).add(node);
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string' && node.value.trim() !== '') {
          if (!nested || node.value.includes(' '))
            this.add(file, node, node.value, as === 'template' ? 'template' : 'text');
        }
        return;
      case 'TemplateLiteral': {
        const quasis = (node.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked);
        const text = quasis.map((q, i) => (i === 0 ? q : `{{v${i}}}${q}`)).join('');
        if (text.trim() !== '' && (!nested || text.includes(' '))) {
          this.add(file, node, text, quasis.length > 1 ? 'literal-template' : 'text');
        }
        // A value that is a sentence of ours (`${MESSAGES[kind]} Try again…`) is translated inside the
        // template (src/platform/i18n/parameterised.ts), so it is a message too; a word ('s') is not.
        for (const value of node.expressions as Node[]) this.collect(file, value, as, true);
        return;
      }
      case 'ConditionalExpression':
        this.collect(file, node.consequent as Node, as, nested);
        this.collect(file, node.alternate as Node, as, nested);
        return;
      case 'LogicalExpression':
        this.collect(file, node.left as Node, as, nested);
        this.collect(file, node.right as Node, as, nested);
        return;
      case 'Identifier': {
        const binding = this.resolve(file, node);
        if (binding?.kind === 'value') this.collect(binding.file, binding.init, as, nested);
        if (binding?.kind === 'param') {
          if (as === 'message' && !nested) this.addHelper(binding.fn, binding.index, 'message');
          if (binding.fallback) this.collect(binding.file, binding.fallback, as, nested);
        }
        return;
      }
      case 'MemberExpression': {
        // TITLE[code], MESSAGES[kind]: every value of the constant object.
        if (!node.computed) return;
        const binding = this.resolve(file, unwrap(node.object as Node));
        const target = binding?.kind === 'value' ? unwrap(binding.init) : null;
        if (target?.type !== 'ObjectExpression' || !binding) return;
        for (const prop of target.properties as Node[]) {
          if (prop.type === 'Property') this.collect(binding.file, prop.value as Node, as, nested);
        }
        return;
      }
      case 'CallExpression': {
        const callee = unwrap(node.callee as Node);
        if (nameOf(callee) === 'fillTemplate') {
          this.collect(file, (node.arguments as Node[])[0], 'template');
          return;
        }
        // A message made by a function of ours: every text it returns.
        const binding = nameOf(callee) ? this.resolve(file, callee) : null;
        const fn =
          binding?.kind === 'function' ? binding.fn : binding?.kind === 'value' ? unwrap(binding.init) : null;
        if (!fn || !FUNCTIONS.has(fn.type) || !binding) return;
        const body = fn.body as Node;
        if (body.type !== 'BlockStatement') this.collect(binding.file, body, as, nested);
        else
          walk(body, (n) => {
            if (
              n.type === 'ReturnStatement' &&
              n.argument &&
              this.enclosingFunction(binding.file, n) === fn
            ) {
              this.collect(binding.file, n.argument as Node, as, nested);
            }
          });
        return;
      }
      default:
        return;
    }
  }

  private add(file: ParsedFile, node: Node, text: string, kind: FoundMessage['kind']): void {
    const line = file.source.slice(0, node.start).split('\n').length;
    const key = `${kind}:${text}`;
    if (!this.found.has(key))
      this.found.set(key, { text, kind, at: `${relative(this.root, file.path)}:${line}` });
  }

  private enclosingFunction(file: ParsedFile, node: Node): Node | null {
    for (let at = file.parents.get(node); at; at = file.parents.get(at))
      if (FUNCTIONS.has(at.type)) return at;
    return null;
  }

  /** What a name stands for where it is used: a parameter, a constant or function of a scope, an import. */
  private resolve(file: ParsedFile, id: Node): Binding | null {
    const name = nameOf(id);
    if (!name) return null;
    for (let at = file.parents.get(id); at; at = file.parents.get(at)) {
      if (FUNCTIONS.has(at.type)) {
        const params = at.params as Node[];
        for (let index = 0; index < params.length; index++) {
          const p =
            params[index].type === 'TSParameterProperty' ? (params[index].parameter as Node) : params[index];
          if (nameOf(p) === name) return { kind: 'param', fn: at, index, fallback: null, file };
          if (p.type === 'AssignmentPattern' && nameOf(p.left) === name) {
            return { kind: 'param', fn: at, index, fallback: p.right as Node, file };
          }
        }
      }
      const body = at.type === 'Program' || at.type === 'BlockStatement' ? (at.body as Node[]) : null;
      const declared = body && this.declaredIn(file, body, name);
      if (declared) return declared;
      if (at.type === 'Program') return this.imported(file, at, name);
    }
    return null;
  }

  private declaredIn(file: ParsedFile, statements: Node[], name: string): Binding | null {
    for (const raw of statements) {
      const s = raw.type === 'ExportNamedDeclaration' && raw.declaration ? (raw.declaration as Node) : raw;
      if (s.type === 'FunctionDeclaration' && nameOf(s.id) === name) return { kind: 'function', fn: s, file };
      if (s.type !== 'VariableDeclaration') continue;
      for (const d of s.declarations as Node[]) {
        if (nameOf(d.id) === name && d.init) return { kind: 'value', init: d.init as Node, file };
      }
    }
    return null;
  }

  private imported(file: ParsedFile, program: Node, name: string): Binding | null {
    for (const s of program.body as Node[]) {
      if (s.type !== 'ImportDeclaration') continue;
      const spec = (s.specifiers as Node[]).find(
        (sp) => sp.type === 'ImportSpecifier' && nameOf(sp.local) === name,
      );
      if (!spec) continue;
      const target = this.moduleFile(file.path, (s.source as Node).value as string);
      return target ? this.exported(target, nameOf(spec.imported) ?? name, new Set()) : null;
    }
    return null;
  }

  private exported(file: ParsedFile, name: string, visited: Set<string>): Binding | null {
    if (visited.has(file.path)) return null;
    visited.add(file.path);
    const own = this.declaredIn(file, file.program.body as Node[], name);
    if (own) return own;
    for (const s of file.program.body as Node[]) {
      const from = isNode(s.source) ? this.moduleFile(file.path, (s.source as Node).value as string) : null;
      if (!from) continue;
      if (s.type === 'ExportAllDeclaration') {
        const found = this.exported(from, name, visited);
        if (found) return found;
      }
      if (s.type === 'ExportNamedDeclaration') {
        const spec = (s.specifiers as Node[]).find((sp) => nameOf(sp.exported) === name);
        if (spec) return this.exported(from, nameOf(spec.local) ?? name, visited);
      }
    }
    return null;
  }

  /** Our own modules only (a relative path); a package's texts are not ours to translate. */
  private moduleFile(from: string, specifier: string): ParsedFile | null {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(from), specifier);
    const path = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p));
    return path ? this.parse(path) : null;
  }
}
