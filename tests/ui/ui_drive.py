"""Posting input to the real scenes of the analyzer, practice and statistics tests, waiting for a
screen's background worker (if it has one) before each drawn frame."""

import pygame


def settle(a):
    for scene in a.stack.scenes:
        scene.anim.skip()
    for name in ("worker", "ahead"):  # (practice makes its next question ahead)
        worker = getattr(a.stack.top, name, None)
        if worker is not None:
            worker.wait(60)
            a.stack.top.update(0)  # the answer is taken in now, whether or not a step is due
    a.frame()
    a.draw()


def key(a, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    a.frame()
    settle(a)


def typed(a, s):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=s))
    a.frame()
    settle(a)


def click(a, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    a.frame()
    settle(a)


def shoot(a, path):
    """Save the window to `path` and check every shown widget lies inside it."""
    pygame.image.save(a.surface, path)
    window = a.surface.get_rect()
    for w in a.stack.top.form.widgets:
        if w.visible:
            assert window.contains(w.rect), w.label


def drawn_texts(monkeypatch, module) -> dict[str, pygame.Rect]:
    """Every text `module` draws through its theme's blit_text from now on, with where it
    went (the latest place for a text drawn twice)."""
    drawn: dict[str, pygame.Rect] = {}
    real = module.t.blit_text

    def spy(surf, text, *args, **kw):
        drawn[text] = rect = real(surf, text, *args, **kw)
        return rect

    monkeypatch.setattr(module.t, "blit_text", spy)
    return drawn


def drawn_sized(monkeypatch, module) -> list[tuple[str, int, pygame.Rect]]:
    """Every text `module` draws through its theme's blit_text from now on, in order, with
    its size and where it went."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = module.t.blit_text

    def spy(surf, text, size, *args, **kw):
        rect = real(surf, text, size, *args, **kw)
        drawn.append((text, size, rect))
        return rect

    monkeypatch.setattr(module.t, "blit_text", spy)
    return drawn
