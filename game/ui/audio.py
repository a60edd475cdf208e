"""Sound effects and call voices with volume and mute; silent, never an error, without a device.

    audio = Audio(volume=0.8, mute=False)
    audio.start()                 # after the first frame: opening a device can take a moment
    audio.play("discard")         # effects: click discard draw call win turn riichi_stick
    audio.say(HKOS.call_word("pon"))      # the voice in the variant's own word: "pung"

When the machine has no sound device (or SDL cannot open it), `pygame.mixer.init()` raises;
then `enabled` stays False and every call does nothing.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game import assets

log = logging.getLogger(__name__)

SOUND_DIR = assets.SOUND_DIR
EFFECTS = assets.SOUND_EFFECTS


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence the process's stderr for a moment: ALSA prints a dozen lines while SDL looks
    for a sound card that is not there, and the warning we log says it in one."""
    try:
        saved = os.dup(2)  # C libraries write to descriptor 2, whatever sys.stderr is
    except OSError:  # no stderr at all (a windowed build)
        yield
        return
    if sys.stderr is not None:
        sys.stderr.flush()
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Audio:
    def __init__(self, volume: float = 0.8, mute: bool = False, sound_dir: Path = SOUND_DIR):
        self.volume, self.mute = volume, mute
        self.sound_dir = Path(sound_dir)
        self.enabled = False
        self.problem = ""  # why there is no sound, for a settings line; "" when all is well
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    def start(self) -> bool:
        """Open the sound device; False (and silence) if there is none."""
        if self.enabled:
            return True
        try:
            with quiet_stderr():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
        except (pygame.error, OSError, NotImplementedError) as exc:
            self.problem = f"no sound device ({exc})".strip()
            log.warning("sound disabled: %s", self.problem)
            return False
        self.enabled = True
        assets.report_missing([self.sound_dir / f"{name}.wav" for name in self.names()])
        return True

    @staticmethod
    def names() -> list[str]:
        """Every sound file's name: the effects and each call's voice."""
        return assets.sound_names()

    def stop(self) -> None:
        if self.enabled:
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
        self.enabled = False
        self._cache.clear()

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def set_mute(self, mute: bool) -> None:
        self.mute = mute
        if mute and self.enabled:
            pygame.mixer.stop()

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = self.sound_dir / f"{name}.wav"
            if not path.is_file():  # logged once, with every other missing file
                assets.report_missing([path])
                self._cache[name] = None
                return None
            try:
                self._cache[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError) as exc:
                log.warning("sound %s not loaded: %s", name, exc)
                self._cache[name] = None
        return self._cache[name]

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play an effect (or a voice file by name); True if it was started."""
        if not self.enabled or self.mute or self.volume <= 0:
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        sound.set_volume(self.volume * volume)
        try:
            return sound.play() is not None
        except pygame.error:
            return False

    def say(self, word: str | None) -> bool:
        """Speak a call ("pon", "mah jong", ...)."""
        return word is not None and word != "" and self.play(assets.voice_file(word))
