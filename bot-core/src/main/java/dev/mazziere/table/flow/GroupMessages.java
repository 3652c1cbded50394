package dev.mazziere.table.flow;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Right;
import dev.mazziere.text.Texts;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The table's messages in its group chat: posts, the lobby and table messages it keeps
 * editing (posted anew when one is gone), and how the chat has been answering
 * ({@link ChatOutage}): the owner hears of missing rights, and a turn clock paused while
 * the chat was gone restarts when it works again. Not thread-safe: the table's lock.
 */
final class GroupMessages extends TablePart {

    private static final Logger LOG = LoggerFactory.getLogger(GroupMessages.class);

    private final TableScreens screens;
    private final ChatOutage outage = new ChatOutage();
    private final Runnable onRecovered;
    /** Posts that went out later than asked; null until the table has had one. */
    private PostedLater postedLater;
    /** The lobby or table message was drawn since the table was loaded. */
    private boolean drawn;

    /** @param onRecovered what to do when the chat takes messages again after an outage */
    GroupMessages(TableState state, Context context, TableScreens screens, Runnable onRecovered) {
        super(state, context);
        this.screens = screens;
        this.onRecovered = onRecovered;
    }

    /** Posts in the table's chat, noting how the chat answered. */
    Delivery post(Message message) {
        return noted(context.out().send(state.chat, message));
    }

    /** Posts {@code text} in the table's chat. */
    Delivery post(String text) {
        return post(Message.text(text));
    }

    /**
     * Edits a message in the table's chat, noting how the chat answered. Should the lobby or
     * table message the table shows be gone (deleted, or too old to edit), it is posted anew
     * and edited from then on.
     */
    Delivery edit(MessageRef ref, Message message) {
        drawn |= live(ref);
        Delivery d = noted(context.out().edit(ref, message));
        return gone(d) && live(ref) ? postAnew(ref, message) : d;
    }

    private static boolean gone(Delivery d) {
        return d instanceof Delivery.Unreachable u && u.failure() == Delivery.Failure.GONE;
    }

    /** True for the message the table shows now: the lobby's in the lobby, the table's while playing. */
    private boolean live(MessageRef ref) {
        return state.phase == Phase.LOBBY ? ref.equals(state.lobbyRef)
                : state.phase == Phase.PLAYING && ref.equals(state.tableRef);
    }

    /** Posts {@code message} in place of {@code old}, which is gone; the table edits the new one from now on. */
    private Delivery postAnew(MessageRef old, Message message) {
        Delivery d = post(message);
        MessageRef fresh = d.refOrNull();
        if (fresh != null) {
            if (old.equals(state.lobbyRef)) {
                state.lobbyRef = fresh;
            } else {
                state.tableRef = fresh;
            }
            LOG.info("table {}: message {} is gone, sent anew as {}", state.id, old.id(), fresh.id());
        }
        return d;
    }

    /** Posts the lobby message. */
    void postLobby() {
        drawn = true;
        state.lobbyRef = ref(post(screens.lobby(t())));
    }

    /** Posts the table message. */
    void postTable() {
        drawn = true;
        state.tableRef = ref(post(screens.table(t())));
    }

    /** The match starts: the lobby says so (its buttons gone), and the table is posted below. */
    void startTable() {
        if (state.lobbyRef != null) {
            edit(state.lobbyRef, screens.lobbyEnded(t(), "lobby.started"));
        }
        postTable();
    }

    /**
     * A new hand begins: the table message is redrawn where it is when it is still the
     * chat's newest bot message, else posted anew at the bottom (the old one loses its
     * buttons and is edited no more).
     */
    void handStarted() {
        if (state.tableRef != null && !context.out().isNewest(state.tableRef)) {
            repost();
        } else {
            refreshTable();
        }
    }

    /**
     * Edits the lobby message; when there is none (its post was refused), tries posting it
     * again: once per refresh, so a chat without rights is asked once per change, not more.
     */
    void refreshLobby() {
        if (state.lobbyRef != null) {
            edit(state.lobbyRef, screens.lobby(t()));
        } else {
            postLobby();
        }
    }

    /** Edits the table message; when there is none (its post was refused), tries posting it again, once per refresh. */
    void refreshTable() {
        if (state.match == null) {
            return;
        }
        if (state.tableRef != null) {
            edit(state.tableRef, screens.table(t()));
        } else {
            postTable();
        }
    }

    /** Redraws whichever message the table shows now: the lobby, or the table. */
    void refresh() {
        if (state.phase == Phase.LOBBY) {
            refreshLobby();
        } else if (state.phase == Phase.PLAYING) {
            refreshTable();
        }
    }

    /**
     * Posts the lobby or table message again at the bottom of the chat. Should that be
     * refused, the old message is kept: edits still reach it.
     */
    void repost() {
        drawn = true;
        if (state.phase == Phase.LOBBY) {
            state.lobbyRef = replace(screens.lobby(t()), state.lobbyRef);
        } else if (state.phase == Phase.PLAYING) {
            state.tableRef = replace(screens.table(t()), state.tableRef);
        }
    }

    /**
     * Posts {@code message} to take the place of {@code old}, which loses its buttons
     * ({@link dev.mazziere.chat.Outbox#retire}): the new message's ref, or {@code old} when
     * the post is refused, now or once it was due ({@link #posted}).
     */
    private MessageRef replace(Message message, MessageRef old) {
        Delivery d = post(message);
        if (d instanceof Delivery.Pending p && old != null) {
            postedLater().replacing(p.ref(), old);
        }
        MessageRef fresh = ref(d);
        if (fresh != null && old != null && !fresh.equals(old)) {
            context.out().retire(old); // its buttons go: the new one below is the table now
        }
        return orElse(fresh, old);
    }

    /**
     * At start-up: the lobby or table message is edited, or posted again if it cannot be
     * edited (the old one is kept when that is refused too); one that was never posted (its
     * post was still queued when the bot stopped) is posted now.
     */
    void announce() {
        if (state.phase == Phase.LOBBY && (state.lobbyRef == null || !edit(state.lobbyRef, screens.lobby(t())).delivered())) {
            state.lobbyRef = replace(screens.lobby(t()), state.lobbyRef);
        }
        if (state.phase == Phase.PLAYING && (state.tableRef == null || !edit(state.tableRef, screens.table(t())).delivered())) {
            state.tableRef = replace(screens.table(t()), state.tableRef);
        }
    }

    /**
     * The platform moved the chat (a group became a supergroup): messages in the old chat
     * cannot be edited any more, so the lobby or table message is posted again in {@code to}.
     */
    void moveTo(ChatId to) {
        state.chat = to;
        if (state.phase == Phase.LOBBY) {
            postLobby();
        } else if (state.phase == Phase.PLAYING) {
            postTable();
        }
    }

    /** True when the lobby or table message was drawn since the table was loaded: a start-up redraw is not needed. */
    boolean drawnSinceLoad() {
        return drawn;
    }

    /** True when nobody can see the chat (the bot was removed from it): turns wait instead of being played. */
    boolean chatGone() {
        return outage.chatGone();
    }

    /** An edit the adapter sent later went out with {@code result} ({@link dev.mazziere.chat.ChatHandler#editSent}). */
    void editSent(MessageRef edited, Delivery result) {
        if (!edited.chat().equals(state.chat)) {
            return;
        }
        // The edit may have named a message posted later by the ref that stood for it then.
        MessageRef ref = postedLater != null ? postedLater.realOf(edited) : edited;
        noted(result);
        if (gone(result) && live(ref)) {
            postAnew(ref, state.phase == Phase.LOBBY ? screens.lobby(t()) : screens.table(t()));
        }
    }

    /**
     * A message posted later ({@link Delivery.Pending}) is there, or is not: the lobby or
     * table message takes its own ref; one that could not be posted falls back to the
     * message it was to replace, or is posted again at the next refresh. Either way the
     * chat's outage is noted.
     */
    void posted(MessageRef pending, Delivery result) {
        MessageRef real = postedLater().arrived(pending, result);
        if (pending.equals(state.lobbyRef)) {
            state.lobbyRef = real;
        }
        if (pending.equals(state.tableRef)) {
            state.tableRef = real;
        }
        noted(result);
    }

    private PostedLater postedLater() {
        if (postedLater == null) {
            postedLater = new PostedLater();
        }
        return postedLater;
    }

    /** The bot was removed from the table's chat: the table waits for it to come back. */
    void gone(String why) {
        noted(Delivery.Unreachable.chatGone(why));
    }

    /** Keeps track of the chat's outages: the owner hears of missing rights, a paused turn restarts. */
    private Delivery noted(Delivery d) {
        switch (outage.note(d, state.id, state.chat)) {
            case TELL_OWNER -> tellOwner(outage.refusal());
            case RECOVERED -> onRecovered.run();
            case NONE -> {
            }
        }
        return d;
    }

    /**
     * Tells the owner privately that the bot may not post in the table's chat, naming the
     * rights it lacks there (posting, when the platform did not say), so someone who can
     * grant them hears of it even when nobody is pressing buttons.
     */
    private void tellOwner(Delivery.Unreachable refusal) {
        Texts t = t();
        Set<Right> missing = refusal.missing().isEmpty() ? Set.of(Right.POST) : refusal.missing();
        String rights = missing.stream().sorted().map(r -> "«" + t.get(r.textKey()) + "»")
                .collect(Collectors.joining(", "));
        String where = context.out().mention(state.chat).map(m -> t.get("notice.where", m)).orElse("");
        Delivery d = context.out().sendNotice(state.owner, Message.text(t.get("notice.noRights", state.title(), where, rights)));
        if (d.delivered()) {
            LOG.info("table {}: owner {} told privately that the bot lacks {} in chat {}", state.id, state.owner, missing, state.chat);
        } else {
            LOG.info("table {}: owner {} cannot be told privately either: {}", state.id, state.owner,
                    ((Delivery.Unreachable) d).reason());
        }
    }

    private static MessageRef ref(Delivery d) {
        return d.refOrNull();
    }

    private static MessageRef orElse(MessageRef fresh, MessageRef old) {
        return fresh != null ? fresh : old;
    }
}
