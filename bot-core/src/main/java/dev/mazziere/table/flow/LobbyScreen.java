package dev.mazziere.table.flow;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Message;
import dev.mazziere.game.SeatRange;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a table shows before and around its match: the lobby message (who sits, the options
 * in force, its buttons), the lobby once over, and the options listed for {@code /option}, in
 * the table's language on its platform. A pure function of the table's state, like
 * {@link TableScreens}, which hands these out.
 */
final class LobbyScreen {

    private final TableState state;
    private final Supplier<Capabilities> platform;

    /** @param platform what the table's platform shows (option words differ with pictures) */
    LobbyScreen(TableState state, Supplier<Capabilities> platform) {
        this.state = state;
        this.platform = platform;
    }

    /**
     * The lobby with its buttons: join, leave, add a computer, start; a solo table's (in its
     * player's private chat, where nobody else can join) only add a computer and start.
     */
    Message lobby(Texts t) {
        String rematch = state.rematch != null && !state.solo ? "\n" + t.get("lobby.rematch") : "";
        String told = state.told == 0 ? "" : "\n" + t.get(state.told == 1 ? "lobby.told.one" : "lobby.told", state.told);
        // With the coach on, what it offers, and that a match with a hint counts for nobody's standings.
        String coach = TableCoach.of(state) != null ? "\n" + t.get("lobby.coach") : "";
        String text = lobbyText(t) + coach + rematch + told + "\n" + t.get("lobby.hint", state.ownerName);
        List<Button> run = List.of(action(state.id, t, "button.bot", Payload.Kind.ADD_BOT),
                action(state.id, t, "button.start", Payload.Kind.START));
        if (state.solo) {
            return Message.of(text, List.of(run));
        }
        return Message.of(text, List.of(
                List.of(action(state.id, t, "button.join", Payload.Kind.JOIN), action(state.id, t, "button.leave", Payload.Kind.LEAVE)),
                run));
    }

    /** A button of the table's messages that runs {@code kind} at the table with id {@code tableId}. */
    static Button action(String tableId, Texts t, String labelKey, Payload.Kind kind) {
        return new Button(t.get(labelKey), new Payload.Action(kind, tableId).encode());
    }

    /** The lobby once it is over, without buttons, ending with {@code closingKey}'s line (started, closed). */
    Message lobbyEnded(Texts t, String closingKey) {
        return Message.text(lobbyText(t) + "\n" + t.get(closingKey));
    }

    private String lobbyText(Texts t) {
        SeatRange range = state.game().seats(state.options);
        String count = range.text();
        List<String> names = state.seats.stream()
                .map(x -> x.human() ? x.name : x.name + " (" + t.get("level." + x.level.id()) + ")").toList();
        return t.get("lobby.title", state.title(), state.openerName) + "\n"
                + t.get("lobby.players", state.seats.size(), count,
                        names.isEmpty() ? t.get("lobby.nobody") : String.join(", ", names)) + "\n"
                + options();
    }

    /** The options in force, two lines in the table's language: the game's, then the table's. */
    String options() {
        OptionWords words = words();
        List<String> game = new ArrayList<>();
        state.options.asMap().forEach((k, v) -> {
            if (state.presenter().showsOption(k, state.options)) {
                game.add(words.name(k) + " " + words.value(k, v));
            }
        });
        List<String> table = new ArrayList<>();
        TableOptions o = state.tableOptions;
        o.asMap().forEach((k, v) -> {
            if (!words.offers(k)) {
                return;
            }
            // "turnTimeout auto" alone does not say how long a turn is: "auto (24h)".
            boolean auto = k.equals(TableOptions.TURN_TIMEOUT) && v.equals("auto") && o.timeout() != null;
            String how = auto ? " (" + TableOptions.show(o.timeout(), state.lang) + ")" : "";
            table.add(words.name(k) + " " + words.value(k, v) + how);
        });
        return "⚙️ " + String.join(" · ", game) + "\n⏱️ " + String.join(" · ", table);
    }

    /** Every option with its value and the values it takes, one a line: what bare {@code /option} shows. */
    String optionList(Texts t) {
        OptionWords words = words();
        List<String> lines = new ArrayList<>();
        lines.add(t.get("option.list"));
        state.options.asMap().forEach((k, v) -> {
            if (state.presenter().showsOption(k, state.options)) {
                lines.add(words.name(k) + " = " + words.value(k, v) + " (" + words.allowed(k) + ")");
            }
        });
        state.tableOptions.asMap().forEach((k, v) -> {
            if (words.offers(k)) {
                lines.add(words.name(k) + " = " + words.value(k, v) + " (" + words.allowed(k) + ")");
            }
        });
        return String.join("\n", lines);
    }

    /** The words of this table's options in its language, on its platform. */
    OptionWords words() {
        return new OptionWords(state.entry, state.lang, platform.get().images());
    }
}
