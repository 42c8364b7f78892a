"""Building an engine's pydantic models from values the engine itself computed, without validating
them again: `trusted(TPAction, kind="attack", label=..., ...)`.

Validation is what makes a pydantic model safe to build from a user's file or a network message;
an engine building its own actions already holds values of the right types, and validation is
most of what building an action costs (a Tanuki Panic `sim` builds tens of thousands of distinct
attacks). The model built here is the one `cls(**values)` builds: the same field values in the
same order, unset fields at their defaults, the same `model_fields_set`, so it compares, hashes,
prints, dumps, copies and pickles the same (tests/core/test_trusted.py compares the two).
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from pydantic import BaseModel

__all__ = ["maker", "trusted"]

M = TypeVar("M", bound=BaseModel)
_set = object.__setattr__
_REQUIRED = object()
"""Marks a field with no default in a template."""
_TEMPLATES: dict[type, tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]]] = {}
"""Model class -> (every field at its default or `_REQUIRED`, in declaration order; the fields
without a default; the fields whose default comes from a factory)."""
_FIELDS_SETS: dict[tuple[type, tuple[str, ...]], set[str]] = {}
"""(model class, names given) -> the `model_fields_set` its models share. Pydantic never changes
a model's set in place (`model_copy` copies it first), and one set for thousands of actions spares
allocating them and the garbage collector traversing them."""


def _template(cls: type[BaseModel]) -> tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]]:
    found = _TEMPLATES.get(cls)
    if found is None:
        if cls.__private_attributes__ or cls.model_config.get("extra") == "allow":
            raise TypeError(f"{cls.__name__}: trusted() builds only models without private or extra attributes")
        defaults: dict[str, Any] = {}
        factories = []
        for name, info in cls.model_fields.items():
            if info.default_factory is not None:
                factories.append(name)
                defaults[name] = _REQUIRED
            else:
                defaults[name] = _REQUIRED if info.is_required() else info.default
        required = tuple(name for name, value in defaults.items() if value is _REQUIRED and name not in factories)
        found = _TEMPLATES[cls] = (defaults, required, tuple(factories))
    return found


def trusted(cls: type[M], **values: Any) -> M:
    """A `cls` model holding `values` (field names, no aliases), not validated: only for values
    the engine computed with the right types. A missing required field or an unknown name is
    still a `TypeError`: that is a bug in the engine, not bad data."""
    defaults, required, factories = _template(cls)
    data = defaults.copy()  # declaration order, as validation leaves `__dict__`
    data.update(values)
    if len(data) != len(defaults):
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(set(values) - set(defaults)))}")
    for name in required:
        if name not in values:
            raise TypeError(f"{cls.__name__} needs {', '.join(n for n in required if n not in values)}")
    for name in factories:
        if name not in values:
            data[name] = cls.model_fields[name].default_factory()  # type: ignore[misc, call-arg]
    names = (cls, tuple(values))
    fields_set = _FIELDS_SETS.get(names)
    if fields_set is None:
        fields_set = _FIELDS_SETS[names] = set(values)
    model = cls.__new__(cls)
    _set(model, "__dict__", data)
    _set(model, "__pydantic_fields_set__", fields_set)
    _set(model, "__pydantic_extra__", None)
    _set(model, "__pydantic_private__", None)
    return model


_SLOTS = ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__")
"""What a model holds besides its class: its fields' values and pydantic's own three slots."""


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """`object.__setattr__(model, name, value)` for the models of `cls`, as its class's own data
    descriptor of `name` (a slot of `BaseModel`): the same store, without looking `name` up on
    the class at every model."""
    for klass in cls.__mro__:
        found = klass.__dict__.get(name)
        if found is not None:
            setter = getattr(found, "__set__", None)
            if setter is not None:
                return setter
            break
    return lambda model, value: _set(model, name, value)


def maker(cls: type[M], *names: str) -> Callable[..., M]:
    """A builder of `cls` models from values given in the order of `names`: `maker(cls, "kind",
    "label")(k, l)` is `trusted(cls, kind=k, label=l)`, with the names checked once here rather
    than at every model (for an engine that builds thousands of one kind of action)."""
    defaults, required, factories = _template(cls)
    unknown = [name for name in names if name not in defaults]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(unknown))}")
    missing = [name for name in (*required, *factories) if name not in names]
    if missing:
        raise TypeError(f"{cls.__name__} needs {', '.join(missing)} (a maker fills no factory field)")
    key = (cls, names)
    fields_set = _FIELDS_SETS.get(key)
    if fields_set is None:
        fields_set = _FIELDS_SETS[key] = set(names)
    # The builder is written out for these names (as `dataclasses` writes its `__init__`): one
    # dict display in declaration order, no copy of the template and no update per model; the
    # four stores go through the class's descriptors, found once here.
    given = {name: f"v{i}" for i, name in enumerate(names)}
    scope: dict[str, Any] = {"_new": cls.__new__, "_cls": cls, "_fields_set": fields_set}
    for slot in _SLOTS:
        scope[f"_set{slot}"] = _setter(cls, slot)
    items = []
    for i, name in enumerate(defaults):
        if name in given:
            items.append(f"{name!r}: {given[name]}")
        else:
            if isinstance(defaults[name], (list, dict, set, bytearray)):
                raise TypeError(f"{cls.__name__}.{name}: a maker shares defaults, give this mutable one")
            scope[f"_d{i}"] = defaults[name]
            items.append(f"{name!r}: _d{i}")
    source = (
        f"def make({', '.join(given.values())}):\n"
        "    model = _new(_cls)\n"
        f"    _set__dict__(model, {{{', '.join(items)}}})\n"
        "    _set__pydantic_fields_set__(model, _fields_set)\n"
        "    _set__pydantic_extra__(model, None)\n"
        "    _set__pydantic_private__(model, None)\n"
        "    return model\n"
    )
    exec(source, scope)  # noqa: S102  (the names are the model's own field names)
    make: Callable[..., M] = scope["make"]
    make.__qualname__ = f"maker({cls.__name__}, {', '.join(map(repr, names))})"
    return make
