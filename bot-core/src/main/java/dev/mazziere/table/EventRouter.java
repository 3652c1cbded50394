package dev.mazziere.table;

import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.UserId;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.text.Echo;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Optional;

/**
 * Sends each chat event where it belongs: a command to the chat's commands or its table,
 * a button to the table it names (a rematch to {@link Rematches}: its table is over), a ✅
 * on a lobby to joining or leaving, a private {@code /start <table>} to that table's hand.
 * Knows, before any lock is taken, which chat an event is about ({@link #chatOf}). Called
 * under that chat's lock.
 */
final class EventRouter {

    private final GameRegistry registry;
    private final TableRepository tables;
    private final ChatCommands commands;
    private final Outbox out;
    private final PrivateChat privateChat;
    private final Rematches rematches;
    private final StepRunner steps;
    private final PastReviews pastReviews;

    EventRouter(GameRegistry registry, TableRepository tables, ChatCommands commands, Outbox out, Rematches rematches,
                StepRunner steps, PastReviews pastReviews, PrivateChat privateChat) {
        this.pastReviews = pastReviews;
        this.registry = registry;
        this.tables = tables;
        this.commands = commands;
        this.out = out;
        this.privateChat = privateChat;
        this.steps = steps;
        this.rematches = rematches;
    }

    /**
     * The chat whose lock an event takes: for a button, the chat of the table it names
     * (presses in private chats concern a group's table); for a private {@code /start
     * <table>}, that table's chat; for a private {@code /hand} or {@code /table} from a
     * player at one table, that table's chat ({@link PrivateChat#tableChat}); else where it
     * happened.
     */
    ChatId chatOf(ChatEvent event) {
        return switch (event) {
            case ChatEvent.ButtonPress p -> Payload.parse(p.payload()).filter(x -> !(x instanceof Payload.Forget))
                    .map(x -> tables.chatOf(x.tableId()))
                    .orElse(event.chat());
            default -> privateStart(event).or(() -> privateChat.tableChat(event)).orElse(event.chat());
        };
    }

    /**
     * The chat of the table a {@code /start <tableId>} from another chat is about: what a
     * private chat receives when a player follows the link of {@link ChatPort#privateStartLink}
     * and presses Start. It asks for that table's hand, not to start a match.
     */
    private Optional<ChatId> privateStart(ChatEvent event) {
        if (event instanceof ChatEvent.Command c && c.args().size() == 1
                && Command.find(c.name()).filter(x -> x == Command.START).isPresent()) {
            ChatId tableChat = tables.chatOf(c.args().get(0));
            if (tableChat != null && !tableChat.equals(c.chat())) {
                return Optional.of(tableChat);
            }
        }
        return Optional.empty();
    }

    /** Handles {@code event} under the lock of {@code locked}, the chat {@link #chatOf} named. */
    void dispatch(ChatEvent event, Act act, ChatId locked) {
        if (event instanceof ChatEvent.Command c && privateChat.answer(c, act, locked)) {
            return;
        }
        Optional<ChatId> startedFrom = privateStart(event);
        if (startedFrom.isPresent()) {
            Table table = tables.inChat(startedFrom.get());
            if (table != null) {
                steps.run(table, table.command(Command.HAND, act, List.of()));
            }
            return;
        }
        switch (event) {
            case ChatEvent.Command c -> command(c, act);
            case ChatEvent.ButtonPress p -> press(p, act, locked);
            case ChatEvent.Reaction r -> reaction(r, act);
        }
    }

    private void command(ChatEvent.Command c, Act act) {
        Texts t = act.t();
        Optional<GameRegistry.Opening> opening = registry.opening(c.name());
        if (opening.isPresent()) {
            commands.open(opening.get(), c, act);
            return;
        }
        Optional<Command> known = Command.find(c.name());
        if (known.isEmpty()) {
            act.answer(t.get("command.unknown", Echo.cut(c.name())));
            return;
        }
        Table table = tables.inChat(c.chat());
        String arg = c.args().isEmpty() ? "" : c.args().get(0);
        switch (known.get()) {
            case HELP -> commands.help(act);
            case HISTORY -> commands.history(c, act);
            case STATS -> commands.stats(c, act, arg);
            case PROFILE -> commands.profile(c, act);
            case PRIVACY -> commands.privacy(c, act, arg);
            case DELETEME -> commands.deleteMe(c, act);
            case NOTIFY -> commands.watch(c, act);
            case LANG -> commands.language(c, act, table, arg);
            case RULES -> commands.rules(act, table, arg);
            default -> {
                if (table == null) {
                    act.answer(t.get("table.none", commands.playable()));
                } else {
                    steps.run(table, table.command(known.get(), act, c.args()));
                }
            }
        }
    }

    private void press(ChatEvent.ButtonPress p, Act act, ChatId locked) {
        Optional<Payload> payload = Payload.parse(p.payload());
        if (payload.isEmpty()) {
            act.answer(act.t().get("press.unknown"));
            return;
        }
        if (payload.get() instanceof Payload.Forget f) {
            commands.forget(p, act, f);
            return;
        }
        if (payload.get() instanceof Payload.Action a && a.kind() == Payload.Kind.REMATCH
                && tables.byId(a.tableId()) == null) {
            rematches.press(act, locked, a.tableId());
            return;
        }
        Table table = tables.byId(payload.get().tableId());
        if (table == null && payload.get() instanceof Payload.Review review) {
            pastReviews.press(act, review); // the last hand's review, offered as the match ended
            return;
        }
        if (table == null) {
            act.answer(act.t().get("press.oldTable"));
            return;
        }
        steps.run(table, table.press(act, payload.get()));
    }

    /** A ✅ on the lobby message joins, removing it leaves; the lobby's edit is the only answer. */
    private void reaction(ChatEvent.Reaction r, Act act) {
        Table table = tables.inChat(r.chat());
        if (table == null || !r.emoji().startsWith("✅") || !table.isLobbyMessage(r.message())) {
            return;
        }
        Act silent = new Act(r, new Outbox(new SilentPort(out.platform(), out.capabilities())), act.t());
        steps.run(table, table.command(r.added() ? Command.JOIN : Command.LEAVE, silent, List.of()));
    }

    /** For reactions: a port that says nothing (the lobby edit is the answer). */
    private record SilentPort(String platform, Capabilities capabilities) implements ChatPort {
        @Override
        public Delivery send(ChatId chat, Message message) {
            return new Delivery.Unreachable("silent");
        }

        @Override
        public Delivery sendPrivate(UserId user, Message message) {
            return new Delivery.Unreachable("silent");
        }

        @Override
        public Delivery edit(MessageRef ref, Message message) {
            return new Delivery.Unreachable("silent");
        }

        @Override
        public void answer(ChatEvent.ButtonPress press, Message reply) {
        }
    }
}
