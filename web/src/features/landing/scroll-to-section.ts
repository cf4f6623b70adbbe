/** Landing sections sit under a sticky header: scroll so the section starts 100 px below the top (spec). */
export const sectionScrollOffset = 100;

export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - sectionScrollOffset;
  window.scrollTo({ top, behavior: "smooth" });
  section.focus({ preventScroll: true });
}
