/**
 * Two places where happy-dom differs from browsers in ways DOMPurify depends on (seen with
 * happy-dom 21 and DOMPurify 3.4): without these, DOMPurify returns unsafe input unchanged here,
 * while in Chromium it works. Call before the first sanitising.
 *
 * 1. Node.prototype's nodeName getter answers '' (subclasses override it); DOMPurify reads names
 *    through that base getter.
 * 2. A NodeIterator whose current node is removed stops, where the DOM standard's "pre-removing
 *    steps" let it go on from the node before; DOMPurify removes nodes as it iterates.
 */
export function makeDomBrowserLike(): void {
  const baseName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this) as object | null;
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto) as object | null
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return (baseName?.get?.call(this) as string | undefined) ?? '';
    },
  });
  // The document's class is a per-window copy, not the global Document: patch where it looks.
  let owner = Object.getPrototypeOf(document) as object | null;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator'))
    owner = Object.getPrototypeOf(owner) as object | null;
  Object.defineProperty(owner ?? document, 'createNodeIterator', {
    configurable: true,
    value: (root: Node, whatToShow = 0xffffffff) => new RemovalSafeIterator(root, whatToShow),
  });
}

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

function preceding(node: Node, root: Node): Node {
  if (node === root || !node.parentNode) return root;
  let n = node.previousSibling;
  if (!n) return node.parentNode;
  while (n.lastChild) n = n.lastChild;
  return n;
}

class RemovalSafeIterator {
  private current: Node | null = null;
  private before: Node;

  constructor(
    private readonly root: Node,
    private readonly whatToShow: number,
  ) {
    this.before = root;
  }

  nextNode(): Node | null {
    let node: Node | null =
      this.current === null
        ? this.root
        : this.root.contains(this.current)
          ? following(this.current, this.root)
          : following(this.before, this.root);
    for (; node; node = following(node, this.root)) {
      if (this.whatToShow & (1 << (node.nodeType - 1))) {
        this.before = preceding(node, this.root);
        this.current = node;
        return node;
      }
    }
    return null;
  }

  detach(): void {}
}
