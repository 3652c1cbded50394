package dev.mazziere.table;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.UserId;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.Seated;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A user's private chat with the bot, where no table is open: {@code /start} greets them and
 * says how to play, {@code /hand} and {@code /table} find the tables where they sit (at one
 * table, or in the private topic of one: its hand, or its message; at several: a list with a
 * button each for their cards).
 * Knows, before any lock is taken, which table's chat such a request concerns
 * ({@link #tableChat}). A table opened in a private chat is a solo table
 * ({@link Table#openAlone}).
 */
final class PrivateChat {

    private final TableRepository tables;
    private final ChatCommands commands;
    private final StepRunner steps;
    private final StoredPrivateTopics topics;

    PrivateChat(TableRepository tables, ChatCommands commands, StepRunner steps, StoredPrivateTopics topics) {
        this.tables = tables;
        this.commands = commands;
        this.steps = steps;
        this.topics = topics;
    }

    /**
     * The chat of the one table a private {@code /hand} or {@code /table} is about: the
     * sender sits there and at no other table, or it was typed in the topic of their private
     * chat that holds that table's hands; and they have no table open in this private chat.
     */
    Optional<ChatId> tableChat(ChatEvent event) {
        if (!(event instanceof ChatEvent.Command c) || !findsTables(c)) {
            return Optional.empty();
        }
        List<Seated> seated = tables.seatedAt(c.from().id());
        if (seated.size() == 1) {
            return Optional.of(seated.get(0).chat());
        }
        return topics.placeOf(c.from().id(), c.chat().thread(), seated.stream().map(Seated::chat).toList());
    }

    /** A private {@code /hand} or {@code /table} where no table is open. */
    private boolean findsTables(ChatEvent.Command c) {
        Optional<Command> known = Command.find(c.name());
        return c.inPrivate() && tables.inChat(c.chat()) == null
                && known.filter(k -> k == Command.HAND || k == Command.TABLE).isPresent();
    }

    /**
     * Answers a command typed in a private chat where no table is open, when it is one of
     * these: {@code /start} without a table id, {@code /hand}, {@code /table}. False for
     * anything else, which is answered as anywhere.
     *
     * @param locked the chat whose lock this runs under: a table's chat when
     *               {@link #tableChat} pointed there
     */
    boolean answer(ChatEvent.Command c, Act act, ChatId locked) {
        if (!c.inPrivate() || tables.inChat(c.chat()) != null) {
            return false;
        }
        Optional<Command> known = Command.find(c.name());
        if (known.isEmpty()) {
            return false;
        }
        Texts t = act.t();
        switch (known.get()) {
            case START -> {
                if (!c.args().isEmpty()) {
                    return false;
                }
                List<Seated> seated = tables.seatedAt(c.from().id());
                String hello = t.get("private.welcome", c.from().displayName(), commands.playable());
                act.answer(seated.isEmpty() ? Message.text(hello)
                        : list(hello + "\n\n" + t.get("private.tables"), seated, c.from().id(), t));
            }
            case HAND, TABLE -> {
                Table table = locked.equals(c.chat()) ? null : tables.inChat(locked);
                if (table != null) {
                    forOne(known.get(), table, act);
                    return true;
                }
                List<Seated> seated = tables.seatedAt(c.from().id());
                act.answer(seated.isEmpty() ? Message.text(t.get("private.noTable", commands.playable()))
                        : list(t.get("private.tables"), seated, c.from().id(), t));
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The one table where the sender sits: its hand privately, or its message here. */
    private void forOne(Command command, Table table, Act act) {
        if (command == Command.HAND) {
            steps.run(table, table.command(Command.HAND, act, List.of()));
        } else {
            act.answer(table.view(act.t()));
        }
    }

    /** The tables where the sender sits, one line each, with a button each for their cards. */
    private static Message list(String head, List<Seated> seated, UserId user, Texts t) {
        List<String> lines = new ArrayList<>(List.of(head));
        List<List<Button>> rows = new ArrayList<>();
        for (int i = 0; i < seated.size(); i++) {
            Seated s = seated.get(i);
            String title = s.title();
            List<String> names = s.seats().stream().map(Seated.Sitter::name).toList();
            lines.add((i + 1) + ". " + title + " · " + String.join(", ", names) + " — " + status(s, user, t));
            rows.add(List.of(new Button(t.get("private.cards", i + 1, title),
                    new Payload.Action(Payload.Kind.HAND, s.id()).encode())));
        }
        return Message.of(String.join("\n", lines), rows);
    }

    /** Where the table is: the lobby, {@code user}'s turn, or whose turn it is. */
    private static String status(Seated s, UserId user, Texts t) {
        if (s.phase() == Phase.LOBBY) {
            return t.get("private.lobby");
        }
        if (s.toAct() < 0 || s.toAct() >= s.seats().size()) {
            return t.get("private.playing");
        }
        Seated.Sitter next = s.seats().get(s.toAct());
        boolean theirs = user.equals(next.user()) && !next.away();
        return theirs ? t.get("private.yourTurn") : t.get("private.turn", next.name());
    }
}
