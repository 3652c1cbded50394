package dev.mazziere.table;

import dev.mazziere.text.Texts;

/**
 * What every part of one table shares: the table's state, the service that runs it,
 * and the core texts in the table's language. Parts are not thread-safe: they run under
 * the table's lock.
 */
abstract class TablePart {

    final TableState state;
    final TableServices services;

    TablePart(TableState state, TableServices services) {
        this.state = state;
        this.services = services;
    }

    /** The core texts in the table's language now ({@code /lang} may change it). */
    final Texts t() {
        return Texts.core(state.lang);
    }
}
