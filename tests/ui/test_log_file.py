"""The warnings' log never stops the game: a tester's read-only profile (and a folder in the
log file's place) stopped it at the first warning, as the file is opened only then."""

import logging
import os
import stat

import pytest

from game.ui.app_log import log_handler


def warn_through(handler: logging.Handler) -> None:
    log = logging.getLogger("sparrow-test-log")
    log.propagate = False
    log.addHandler(handler)
    try:
        log.warning("sound disabled: no audio device")
    finally:
        log.removeHandler(handler)
        handler.close()


def test_a_folder_in_the_log_files_place_loses_the_warning_not_the_game(tmp_path, capsys):
    (tmp_path / "log" / "sparrow-mahjong.log").mkdir(parents=True)
    warn_through(log_handler(tmp_path / "log"))
    assert capsys.readouterr().err == ""  # nothing printed over the game either


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="a read-only folder binds no root user")
def test_a_read_only_log_folder_loses_the_warning_not_the_game(tmp_path):
    folder = tmp_path / "log"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        warn_through(log_handler(folder))
    finally:
        folder.chmod(stat.S_IRWXU)


def test_a_writable_log_folder_keeps_the_warning(tmp_path):
    warn_through(log_handler(tmp_path / "log"))
    assert "sound disabled" in (tmp_path / "log" / "sparrow-mahjong.log").read_text("utf-8")
