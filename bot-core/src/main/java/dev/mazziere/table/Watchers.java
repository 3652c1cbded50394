package dev.mazziere.table;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.UserId;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import dev.mazziere.text.Texts;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Command;

/**
 * Tells the users who asked for it ({@code /notify}) privately that a table opened in their
 * chat, with a link to it where the platform has one; each user at most once in
 * {@link #QUIET}, however many tables open. Who asked is stored per chat (its topics and
 * threads included), and when each was last told per user, so a restart neither forgets
 * the one nor rings twice. Called under a chat's lock.
 */
final class Watchers {

    /** The least time between two notes to one user. */
    static final Duration QUIET = Duration.ofMinutes(10);
    private static final Logger LOG = LoggerFactory.getLogger(Watchers.class);

    private final Store store;
    private final Outbox out;
    private final Clock clock;

    Watchers(Store store, Outbox out, Clock clock) {
        this.store = store;
        this.out = out;
        this.clock = clock;
    }

    /** {@code /notify}: turns the typer's note about this chat's new tables on, or off. */
    void toggle(ChatEvent.Command c, Act act) {
        Texts t = act.t();
        if (c.inPrivate() || c.from().id() == null) {
            act.answer(t.get("notify.private"));
            return;
        }
        boolean on = store.toggleWatcher(c.chat().platform(), c.chat().id(), c.from().id().id());
        act.answer(t.get(on ? "notify.on" : "notify.off"));
    }

    /**
     * Who is to be told of a table {@code opener} opens in {@code chat} now: those who asked,
     * but the opener and whoever was told less than {@link #QUIET} ago. None when the store
     * cannot say: a table opens all the same.
     */
    List<UserId> toTell(ChatId chat, UserId opener) {
        List<String> ids;
        try {
            ids = store.watchers(chat.platform(), chat.id());
        } catch (StoreException e) {
            LOG.warn("who to tell of a new table in {} is unknown: {}", chat, e.getMessage());
            return List.of();
        }
        Instant now = clock.instant();
        List<UserId> users = new ArrayList<>();
        for (String id : ids) {
            UserId user = new UserId(chat.platform(), id);
            if (!user.equals(opener) && quiet(user, now)) {
                users.add(user);
            }
        }
        return users;
    }

    /** True when {@code user} was not told in the last {@link #QUIET}; false when the store cannot say. */
    private boolean quiet(UserId user, Instant now) {
        try {
            return store.pingedAt(user.platform(), user.id()).map(last -> !last.plus(QUIET).isAfter(now)).orElse(true);
        } catch (StoreException e) {
            LOG.warn("when {} was last told of a new table is unknown: {}", user, e.getMessage());
            return false;
        }
    }

    /** Tells {@code users} privately that {@code openerName} opened a {@code title} table in {@code place}. */
    void tell(List<UserId> users, ChatId place, String openerName, String title, Texts t) {
        if (users.isEmpty()) {
            return;
        }
        String where = out.mention(place).map(m -> t.get("notice.where", m)).orElse("");
        Message note = Message.text(t.get("notify.ping", openerName, title, where));
        Instant now = clock.instant();
        for (UserId user : users) {
            try {
                store.pinged(user.platform(), user.id(), now);
            } catch (StoreException e) {
                LOG.warn("that {} was told of a new table is not kept: {}", user, e.getMessage());
            }
            out.sendNotice(user, note);
        }
    }
}
