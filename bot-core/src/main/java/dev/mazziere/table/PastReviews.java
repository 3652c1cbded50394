package dev.mazziere.table;

import dev.mazziere.chat.Outbox;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableStatus;
import java.util.Optional;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableCoach;
import dev.mazziere.table.flow.TableState;
import dev.mazziere.table.record.TableRows;
import dev.mazziere.table.flow.Step;
import dev.mazziere.table.flow.Scheduler;

/**
 * The 🔍 review of a table that is over: its last hand's review is offered as the match
 * ends ({@link TableCoach#offerLastReview}), when the table has left memory. The store
 * keeps the finished table and its move log, so the match is replayed from there and the
 * presser's hand reviewed as at an open table; a table the store no longer has, or of
 * another platform, gets the usual "table over" answer. Called under the lock of the
 * presser's chat: a finished table changes no more.
 */
final class PastReviews {

    private final GameRegistry registry;
    private final Store store;
    private final Outbox out;
    private final Scheduler scheduler;

    PastReviews(GameRegistry registry, Store store, Outbox out, Scheduler scheduler) {
        this.registry = registry;
        this.store = store;
        this.out = out;
        this.scheduler = scheduler;
    }

    /** Someone pressed 🔍 for hand {@code p.hand()} of the table {@code p.tableId()}, which is not open. */
    void press(Act a, Payload.Review p) {
        Optional<TableState> table = finished(p.tableId());
        if (table.isEmpty()) {
            a.answer(a.t().get("press.oldTable"));
            return;
        }
        TableState state = table.get();
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            a.answer(a.t().get("press.notSeated"));
            return;
        }
        TableCoach.answerReview(a, state, s, p.hand(), out, scheduler);
    }

    /** The finished table {@code tableId} of this platform, its match replayed; empty when the store has none. */
    private Optional<TableState> finished(String tableId) {
        long id;
        try {
            id = Long.parseLong(tableId);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        Optional<StoredTable> stored = store.loadTable(id).filter(t -> t.table().status() == TableStatus.FINISHED
                && t.table().platform().equals(out.platform()) && t.match().isPresent());
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        Optional<GameEntry> entry = registry.find(stored.get().table().game());
        return entry.map(e -> TableRows.restore(stored.get(), e));
    }
}
