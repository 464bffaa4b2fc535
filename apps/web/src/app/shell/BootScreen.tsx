import { BRAND } from '#text/shell.ts';
import { Loader } from '#ui/loader/Loader.tsx';
import { Logo } from './Logo.tsx';

/**
 * What shows while the first page's code loads: the header bar index.html starts with (global
 * `boot-*` classes), so the screen does not go blank between the HTML and the app.
 */
export function BootScreen() {
  return (
    <>
      <div className="boot-header" aria-hidden="true">
        <div className="boot-inner">
          <Logo compact />
          <span className="boot-name">{BRAND.name}</span>
        </div>
      </div>
      <Loader />
    </>
  );
}
