import type { ReactNode } from 'react';

interface DemoProps {
  /** What the sample shows; also names its live value for screen readers and tests. */
  name: string;
  value: string;
  children: ReactNode;
}

/** One control with its current value beside it (below it on a phone). */
export function Demo({ name, value, children }: DemoProps) {
  return (
    <div className="demo">
      <div className="demo-control">{children}</div>
      <div className="demo-value">
        <span className="demo-value-label">{name}</span>
        <output aria-label={`${name} value`}>{value}</output>
      </div>
    </div>
  );
}

export function ControlSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="controls-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
