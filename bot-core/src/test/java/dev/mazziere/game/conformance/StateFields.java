package dev.mazziere.game.conformance;

import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.StatePart;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the conformance kit reads of a match by reflection, so that a field a game adds
 * is checked without the kit naming it: the match's own fields (settings or
 * {@link StatePart}s), every value held in its parts, a copy with one such value
 * changed, and the mutable objects a copy shares with its original.
 *
 * <p>A value of a part is reached by a path of fields: the part's field in the match,
 * then the part's own field, then, through final fields holding objects of the project
 * (a {@code SeededRandom} in a part), their fields in turn. Transient fields are caches
 * and do not count.
 */
final class StateFields {

    private static final String PROJECT = "dev.mazziere.";

    private StateFields() {
    }

    /** One value of a match's state: the fields that lead to it from the match. */
    record Leaf(List<Field> path) {

        String name() {
            return path.stream().map(f -> f.getDeclaringClass().getSimpleName() + "." + f.getName())
                    .collect(Collectors.joining(" > "));
        }

        Object read(Object match) {
            Object at = match;
            for (Field f : path) {
                at = get(f, at);
            }
            return at;
        }

        private Object owner(Object match) {
            Object at = match;
            for (Field f : path.subList(0, path.size() - 1)) {
                at = get(f, at);
            }
            return at;
        }

        private Field field() {
            return path.get(path.size() - 1);
        }
    }

    /** Every value held in the state parts of a match of this class. */
    static List<Leaf> leaves(Class<?> matchClass) {
        List<Leaf> leaves = new ArrayList<>();
        for (Field f : stateFields(matchClass)) {
            if (StatePart.class.isAssignableFrom(f.getType())) {
                collect(List.of(f), f.getType(), leaves);
            }
        }
        return leaves;
    }

    private static void collect(List<Field> path, Class<?> type, List<Leaf> leaves) {
        for (Field f : stateFields(type)) {
            List<Field> longer = new ArrayList<>(path);
            longer.add(f);
            Class<?> t = f.getType();
            boolean projectObject = t.getName().startsWith(PROJECT) && !t.isRecord() && !t.isEnum()
                    && !t.isInterface() && !Modifier.isAbstract(t.getModifiers());
            if (Modifier.isFinal(f.getModifiers()) && projectObject) {
                collect(longer, t, leaves);
            } else {
                leaves.add(new Leaf(List.copyOf(longer)));
            }
        }
    }

    /**
     * The fields of the match's own classes that are neither settings (final, of an
     * immutable kind: primitive, boxed, string, enum, record, class, game, options), nor
     * final state parts, nor transient caches; each described for a failure message.
     */
    static List<String> strayFields(Class<?> matchClass) {
        List<String> stray = new ArrayList<>();
        for (Field f : instanceFields(matchClass)) {
            if (Modifier.isTransient(f.getModifiers())) {
                continue;
            }
            Class<?> t = f.getType();
            boolean setting = t.isPrimitive() || t.isEnum() || t.isRecord() || t == String.class
                    || Number.class.isAssignableFrom(t) && t.getName().startsWith("java.lang.")
                    || t == Boolean.class || t == Character.class || t == Class.class
                    || t == Game.class || t == Options.class;
            boolean part = StatePart.class.isAssignableFrom(t);
            if (!Modifier.isFinal(f.getModifiers()) || !(setting || part)) {
                stray.add(f.getDeclaringClass().getSimpleName() + "." + f.getName() + " ("
                        + Modifier.toString(f.getModifiers()) + " " + t.getSimpleName() + ")");
            }
        }
        return stray;
    }

    /** The values of the state that differ between two matches of the same class, by name. */
    static List<String> differences(MatchState a, MatchState b) {
        return leaves(a.getClass()).stream().filter(leaf -> !Objects.deepEquals(leaf.read(a), leaf.read(b)))
                .map(Leaf::name).toList();
    }

    /** The state parts of a match of this class that leave {@code equals} or {@code hashCode} to Object. */
    static List<String> partsWithoutEquality(Class<?> matchClass) {
        List<String> missing = new ArrayList<>();
        for (Field f : stateFields(matchClass)) {
            if (StatePart.class.isAssignableFrom(f.getType())) {
                try {
                    if (f.getType().getMethod("equals", Object.class).getDeclaringClass() == Object.class
                            || f.getType().getMethod("hashCode").getDeclaringClass() == Object.class) {
                        missing.add(f.getType().getSimpleName());
                    }
                } catch (NoSuchMethodException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return missing;
    }

    /**
     * Changes {@code leaf} in {@code victim} (a copy nobody else holds) to a value it has
     * in one of {@code others}, or else to a value made up from the current one (a
     * number plus one, a flag flipped, another constant, an element less or one more).
     *
     * @return false when neither was possible (a null with no other value seen)
     */
    static boolean change(MatchState victim, Leaf leaf, List<MatchState> others) {
        Object owner = leaf.owner(victim);
        Field field = leaf.field();
        Object current = get(field, owner);
        for (MatchState other : others) {
            Object value = leaf.read(other);
            if (!Objects.deepEquals(value, current) && replace(owner, field, current, value)) {
                return true;
            }
        }
        Object madeUp = madeUp(field.getType(), current);
        return madeUp != null && replace(owner, field, current, madeUp);
    }

    /** Puts {@code value} in the field, in place when the field is final and holds a container. */
    private static boolean replace(Object owner, Field field, Object current, Object value) {
        if (!Modifier.isFinal(field.getModifiers())) {
            set(field, owner, value);
            return true;
        }
        if (current instanceof Collection<?> c && value instanceof Collection<?> v) {
            @SuppressWarnings("unchecked")
            Collection<Object> target = (Collection<Object>) c;
            target.clear();
            target.addAll(v);
            return true;
        }
        if (current instanceof Map<?, ?> m && value instanceof Map<?, ?> v) {
            @SuppressWarnings("unchecked")
            Map<Object, Object> target = (Map<Object, Object>) m;
            target.clear();
            target.putAll(v);
            return true;
        }
        if (current != null && current.getClass().isArray() && value != null
                && value.getClass() == current.getClass() && Array.getLength(value) == Array.getLength(current)) {
            System.arraycopy(value, 0, current, 0, Array.getLength(current));
            return true;
        }
        return false;
    }

    private static Object madeUp(Class<?> type, Object current) {
        if (current instanceof Number || current instanceof Boolean || current instanceof Character) {
            return nudged(current);
        }
        if (type.isEnum()) {
            Object[] constants = type.getEnumConstants();
            return current == null ? constants[0]
                    : constants.length > 1 ? constants[(((Enum<?>) current).ordinal() + 1) % constants.length] : null;
        }
        if (current instanceof List<?> list) {
            List<Object> changed = new ArrayList<>(list);
            if (changed.isEmpty()) {
                changed.add(null);
            } else {
                changed.remove(changed.size() - 1);
            }
            return changed;
        }
        if (current != null && current.getClass().isArray() && Array.getLength(current) > 0) {
            Object changed = Array.newInstance(current.getClass().getComponentType(), Array.getLength(current));
            System.arraycopy(current, 0, changed, 0, Array.getLength(current));
            Object first = Array.get(changed, 0);
            Array.set(changed, 0, first == null ? null : nudged(first));
            return Objects.deepEquals(changed, current) ? null : changed;
        }
        return null;
    }

    private static Object nudged(Object value) {
        return switch (value) {
            case Integer i -> i + 1;
            case Long l -> l + 1;
            case Boolean b -> !b;
            case Short s -> (short) (s + 1);
            case Byte b -> (byte) (b + 1);
            case Character c -> (char) (c + 1);
            case Double d -> d + 1;
            case Float f -> f + 1;
            default -> null;
        };
    }

    /**
     * The mutable objects (arrays, {@code java.util} collections, state parts and other
     * objects of the project with a non-final field) that {@code copy} shares with
     * {@code original}, looking through the state parts, their final project objects and
     * the elements of their lists and arrays; each described by where it was found.
     */
    static List<String> sharedMutables(MatchState original, MatchState copy) {
        List<String> shared = new ArrayList<>();
        Set<Object> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Field f : stateFields(original.getClass())) {
            if (StatePart.class.isAssignableFrom(f.getType())) {
                compare(get(f, original), get(f, copy), f.getName(), shared, seen);
            }
        }
        return shared;
    }

    private static void compare(Object a, Object b, String where, List<String> shared, Set<Object> seen) {
        if (a == null || b == null || !mutable(a) || !seen.add(a)) {
            return;
        }
        if (a == b) {
            shared.add(where + " (" + a.getClass().getSimpleName() + ")");
            return;
        }
        if (a instanceof List<?> la && b instanceof List<?> lb && la.size() == lb.size()) {
            Iterator<?> ia = la.iterator();
            Iterator<?> ib = lb.iterator();
            for (int i = 0; ia.hasNext(); i++) {
                compare(ia.next(), ib.next(), where + "[" + i + "]", shared, seen);
            }
        } else if (a.getClass().isArray() && !a.getClass().getComponentType().isPrimitive()
                && b.getClass() == a.getClass() && Array.getLength(a) == Array.getLength(b)) {
            for (int i = 0; i < Array.getLength(a); i++) {
                compare(Array.get(a, i), Array.get(b, i), where + "[" + i + "]", shared, seen);
            }
        } else if (a.getClass().getName().startsWith(PROJECT) && b.getClass() == a.getClass()) {
            for (Field f : stateFields(a.getClass())) {
                compare(get(f, a), get(f, b), where + "." + f.getName(), shared, seen);
            }
        }
    }

    private static boolean mutable(Object value) {
        Class<?> c = value.getClass();
        if (c.isArray()) {
            return true;
        }
        if (value instanceof Collection<?> || value instanceof Map<?, ?>) {
            // ArrayList, HashMap ... are mutable; List.of, Collections.unmodifiable* are nested classes.
            return c.getName().startsWith("java.util.") && !c.getName().contains("$")
                    || c.getName().equals("java.util.Arrays$ArrayList");
        }
        if (!c.getName().startsWith(PROJECT) || c.isRecord() || c.isEnum()) {
            return false;
        }
        return value instanceof StatePart<?>
                || stateFields(c).stream().anyMatch(f -> !Modifier.isFinal(f.getModifiers()));
    }

    /** The non-static fields a class and its superclasses declare. */
    private static List<Field> instanceFields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                    f.setAccessible(true);
                    fields.add(f);
                }
            }
        }
        return fields;
    }

    /** {@link #instanceFields}, transient ones (caches) left out. */
    private static List<Field> stateFields(Class<?> type) {
        List<Field> fields = instanceFields(type);
        fields.removeIf(f -> Modifier.isTransient(f.getModifiers()));
        return fields;
    }

    private static Object get(Field f, Object owner) {
        try {
            return f.get(owner);
        } catch (IllegalAccessException e) {
            throw new AssertionError("cannot read " + f, e);
        }
    }

    private static void set(Field f, Object owner, Object value) {
        try {
            f.set(owner, value);
        } catch (IllegalAccessException e) {
            throw new AssertionError("cannot write " + f, e);
        }
    }
}
