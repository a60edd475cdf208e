"""The core's layers import downward only, and the core imports nothing of the window, the
opponents or the files (docs/architecture.md). Read from the source with `ast`, so an import
hidden in a function counts as much as one at the top; imports made only for type checking
(`if TYPE_CHECKING:`) do not count."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
LAYERS = ("model", "hands", "shanten", "settlement", "table", "variants", "engine")
FORBIDDEN_IN_CORE = ("pygame", "game.ui", "game.ai", "game.store", "game.commands",
                     "game.analysis", "game.benchmarks", "os", "io", "pathlib", "time")


def module_name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """(module imported, line, inside a function) for every import that runs."""
    out: list[tuple[str, int, bool]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking_block(child):
                continue
            inner = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            if isinstance(child, ast.Import):
                out.extend((a.name, child.lineno, in_function) for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and not child.level:
                out.append((child.module, child.lineno, in_function))
                # `from game.core.engine import claims` imports the module game.core.engine.claims
                out.extend((f"{child.module}.{a.name}", child.lineno, in_function)
                           for a in child.names if (GAME.parent / (
                               child.module.replace(".", "/") + f"/{a.name}.py")).exists())
            walk(child, inner)

    walk(ast.parse(path.read_text(encoding="utf-8")), False)
    return out


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    if parts[:2] != ["game", "core"] or len(parts) < 3:
        return None
    return LAYERS.index(parts[2]) if parts[2] in LAYERS else None


CORE = sorted((GAME / "core").rglob("*.py"))


def test_every_core_module_sits_in_a_layer():
    loose = [module_name(p) for p in CORE
             if layer_of(module_name(p)) is None and module_name(p) != "game.core"]
    assert loose == []


def test_each_layer_imports_only_its_own_and_those_below():
    upward = []
    for path in CORE:
        own = layer_of(module_name(path))
        for module, line, _ in imports(path):
            target = layer_of(module)
            if own is not None and target is not None and target > own:
                upward.append(f"{module_name(path)}:{line} imports {module}")
    assert upward == []


def test_the_core_imports_no_window_opponent_file_or_clock():
    found = []
    for path in CORE:
        for module, line, _ in imports(path):
            if any(module == f or module.startswith(f + ".") for f in FORBIDDEN_IN_CORE):
                found.append(f"{module_name(path)}:{line} imports {module}")
    assert found == []
