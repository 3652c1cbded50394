package dev.mazziere.table.flow;

import dev.mazziere.text.Texts;

/**
 * What every part of one table shares: the table's state, what it runs with
 * ({@link Context}), and the core texts in the table's language. A part decides: it changes
 * the state and returns the {@link Step} saying what to write and what to say, and never
 * writes or arms a timer itself. Parts are not thread-safe: they run under the table's lock.
 */
abstract class TablePart {

    final TableState state;
    final Context context;

    TablePart(TableState state, Context context) {
        this.state = state;
        this.context = context;
    }

    /** The core texts in the table's language now ({@code /lang} may change it). */
    final Texts t() {
        return Texts.core(state.lang);
    }

    /** True at a solo table ({@link TableState#solo}): the table message is its player's hand too. */
    final boolean solo() {
        return state.solo(context.out());
    }

    /**
     * True at a solo table whose player is there (not away): the computer players answer
     * their move at once, and the table is redrawn once, when it is the player's turn again.
     */
    final boolean soloAtOnce() {
        return solo() && state.seats.stream().noneMatch(s -> s.human() && s.away);
    }
}
