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
                # `from game.core.engine import claims` imports the module
                # game.core.engine.claims; names that are no module come from the package
                folder = GAME.parent / child.module.replace(".", "/")
                subs = [a.name for a in child.names if (folder / f"{a.name}.py").exists()
                        or (folder / a.name / "__init__.py").exists()]
                out.extend((f"{child.module}.{n}", child.lineno, in_function) for n in subs)
                if len(subs) < len(child.names):
                    out.append((child.module, child.lineno, in_function))
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


def test_no_core_import_hides_in_a_function():
    hidden = [f"{module_name(p)}:{line} imports {m}" for p in CORE
              for m, line, in_function in imports(p) if in_function and m.startswith("game.")]
    assert hidden == []


def _graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in GAME.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        for module, _, _ in imports(path):
            target = module if module in modules else module.rsplit(".", 1)[0]
            if target in modules and target != name:
                graph[name].add(target)
    return graph


def test_the_import_graph_of_the_game_has_no_cycle():
    graph = _graph()
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append(path[path.index(nxt):] + [nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert [" -> ".join(c) for c in cycles] == []


VARIANT_IDS = ("riichi", "sanma", "space", "hkos", "classical", "uzje")


def _asks_which_variant(node: ast.AST) -> bool:
    """A comparison with a variant's id or with a variant's hook."""
    if isinstance(node, ast.Compare):
        parts = [node.left, *node.comparators]
        if any(isinstance(p, ast.Attribute) and p.attr in ("id", "settle") for p in parts):
            return True
        names_a_variant = any("variant" in ast.unparse(p) for p in parts)
        if names_a_variant and any(isinstance(p, ast.Constant) and p.value in VARIANT_IDS
                                   for p in parts):
            return True
    return False


def test_nothing_outside_the_variants_asks_which_variant_it_is():
    variants = GAME / "core" / "variants"
    asking = [f"{module_name(p)}:{node.lineno}" for p in sorted(GAME.rglob("*.py"))
              if variants not in p.parents
              for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
              if _asks_which_variant(node)]
    assert asking == []


def _table_by_variant(node: ast.AST) -> bool:
    """A dict keyed by variants' ids: what belongs to each variant, kept outside it."""
    return isinstance(node, ast.Dict) and sum(
        isinstance(k, ast.Constant) and k.value in VARIANT_IDS for k in node.keys) >= 2


def test_nothing_outside_the_variants_keeps_a_table_by_variant():
    # The bench names the variants its goals are stated for: it measures, it plays no rule.
    kept = (GAME / "core" / "variants", GAME / "benchmarks")
    tables = [f"{module_name(p)}:{node.lineno}" for p in sorted(GAME.rglob("*.py"))
              if not any(k in p.parents for k in kept)
              for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
              if _table_by_variant(node)]
    assert tables == []

