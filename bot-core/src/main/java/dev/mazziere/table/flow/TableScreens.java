package dev.mazziere.table.flow;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.MatchResult;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.SetupException;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Echo;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * What a table shows: the lobby ({@link LobbyScreen}), table, hand ({@link HandScreen}) and score
 * messages, as pure functions of the
 * table's state, the texts of a language and the platform's capabilities. With the table
 * option {@code images} on, where the platform shows images, the table message and the
 * hands carry their picture ({@link TablePictures}); their text stays whole, for whoever
 * reads rather than looks. Sends nothing; the table's parts decide when to post or edit
 * what these return.
 */
public final class TableScreens {

    /** Lines a table message holds at most: what a phone shows without scrolling. */
    static final int MAX_LINES = 8;

    private final TableState state;
    private final ZoneId zone;
    private final Supplier<Capabilities> platform;
    private final TablePictures pictures;
    private final BooleanSupplier solo;
    private final LobbyScreen lobby;
    private final HandScreen hands;

    /**
     * @param zone     the time zone of the times players read ("waiting since 21:00")
     * @param platform what the table's platform shows
     * @param solo     whether the table is a solo table now ({@link TableState#solo})
     */
    TableScreens(TableState state, ZoneId zone, Supplier<Capabilities> platform, BooleanSupplier solo) {
        this.state = state;
        this.zone = zone;
        this.platform = platform;
        this.solo = solo;
        this.pictures = new TablePictures(state);
        this.lobby = new LobbyScreen(state, platform);
        this.hands = new HandScreen(state, this, pictures);
    }

    /** True when messages carry pictures: the table's option is on and the platform shows them. */
    boolean images() {
        return state.tableOptions.images() && platform.get().images();
    }

    // ---- lobby ({@link LobbyScreen})

    /** The lobby with its buttons. */
    Message lobby(Texts t) {
        return lobby.lobby(t);
    }

    /** The lobby once it is over, without buttons, ending with {@code closingKey}'s line (started, closed). */
    Message lobbyEnded(Texts t, String closingKey) {
        return lobby.lobbyEnded(t, closingKey);
    }

    /** The options in force, two lines in the table's language: the game's, then the table's. */
    String options() {
        return lobby.options();
    }

    /** Every option with its value and the values it takes, one a line: what bare {@code /option} shows. */
    String optionList(Texts t) {
        return lobby.optionList(t);
    }

    /** The words of this table's options in its language, on its platform. */
    OptionWords words() {
        return lobby.words();
    }

    // ---- the table

    /**
     * The table message, at most {@value #MAX_LINES} lines so a phone shows it whole: the
     * game and its players, the game's public table (its scores line holds the totals), the
     * last move and whose turn it is, or who won. From the second hand on a line after the
     * first gives the last hand's points ({@code 📊 Smazzata 3: anna +2 · carlo +2}), with a
     * second saying why until the next hand's first move, where the message has room for it.
     * With the "my cards" button while playing, the rematch button once played out, and the table's
     * picture when {@link #images()}. At a solo table ({@link TableState#solo}) it is the player's
     * hand message too: the hand below whose turn, with its move buttons on their turn, and
     * the hand's picture, so a move there costs one message.
     */
    Message table(Texts t) {
        return table(t, null);
    }

    /** The table message, at a solo table with the turn panel in {@code panelState} (null: as last drawn). */
    Message table(Texts t, String panelState) {
        Names names = state.names();
        String head = "🃏 " + state.title() + " · " + String.join(", ", TableCoach.marked(state, names.seats(),
                solo.getAsBoolean()));
        String body = state.presenter().table(state.match.publicView(), names, t);
        String last = state.lastLine.isEmpty() ? "" : "\n▶️ " + state.lastLine;
        String turn = turnLine(t);
        Message hand = soloHand(panelState, t);
        String end = turn + (hand == null ? "" : "\n" + hand.text());
        int room = MAX_LINES - lines(head) - lines(body) - lines(last) - lines(turn);
        String result = lastHand(t, room);
        Image image = !images() ? null : hand != null ? hand.image() : pictures.table(facts(names, turn), t);
        if (image != null) {
            // A caption is shorter than a message (Telegram): the game's lines give way first, then
            // the last hand's breakdown, then the last move's end, never whose turn.
            int cap = platform.get().maxCaptionLength();
            body = shortened(body, cap - head.length() - result.length() - last.length() - end.length() - 2);
            int over = head.length() + result.length() + body.length() + last.length() + end.length() + 2 - cap;
            if (over > 0 && !result.isEmpty()) {
                result = "\n" + shortened(result.substring(1), Math.max(1, result.length() - 1 - over));
                over = head.length() + result.length() + body.length() + last.length() + end.length() + 2 - cap;
            }
            if (over > 0 && !last.isEmpty()) {
                last = last.substring(0, Math.max(1, last.length() - over - 1)) + "…";
            }
        }
        String text = head + result + "\n" + body + last + "\n" + end;
        // At a solo table the hand's buttons; once the match is played out, the same players may play again.
        List<List<Button>> rows = !state.match.isOver()
                ? hand != null ? hand.rows() : List.of(List.of(LobbyScreen.action(state.id, t, "button.hand", Payload.Kind.HAND)))
                : state.stopped ? List.of() : soloReview(List.of(List.of(LobbyScreen.action(state.id, t, "button.rematch", Payload.Kind.REMATCH))), t);
        return new Message(text, rows, image).withPins(pins(result, last));
    }

    /** At a solo table played out with the coach on, the rematch with the 🔍 review of the last hand beside it. */
    private List<List<Button>> soloReview(List<List<Button>> rows, Texts t) {
        int s = state.seatOf(state.owner);
        return !solo.getAsBoolean() || s < 0 ? rows
                : TableCoach.placed(rows, TableCoach.buttons(state, s, false, t), platform.get());
    }

    /**
     * At a solo table while it plays, its player's hand as the table message shows it: with
     * the move buttons (the turn panel in {@code panelState}, null: as last drawn) on their
     * turn; else null.
     */
    private Message soloHand(String panelState, Texts t) {
        int s = state.seatOf(state.owner);
        if (!solo.getAsBoolean() || state.match.isOver() || s < 0) {
            return null;
        }
        Seat seat = state.seats.get(s);
        String panel = panelState != null ? panelState : seat.panelAt(state.match.moveCount());
        return hands.body(s, !seat.away, panel == null ? "" : panel, t, platform.get());
    }

    /**
     * What the chat must see of the table message before a newer version replaces it
     * ({@link Message.Pin}): the last hand's result, and the line saying a hand was thrown in.
     */
    private List<Message.Pin> pins(String result, String last) {
        List<Message.Pin> pins = new ArrayList<>();
        List<MatchEvent> events = state.match.events();
        if (!result.isEmpty()) {
            int hands = (int) events.stream().filter(ScoreEvent.class::isInstance).count();
            pins.add(new Message.Pin("hand " + hands, result.substring(1)));
        }
        if (!last.isEmpty() && Hands.justThrownIn(events)) {
            pins.add(new Message.Pin("thrown in " + events.size(), last.substring(1)));
        }
        return pins;
    }

    private static int lines(String text) {
        return text.isEmpty() ? 0 : (int) text.lines().filter(l -> !l.isEmpty()).count();
    }

    /**
     * The last hand's points in one line, with a line saying why while the next hand has
     * no move yet (or the match just ended) and {@code room} lines allow; empty in the first hand.
     */
    private String lastHand(Texts t, int room) {
        List<MatchEvent> events = state.match.events();
        int at = Hands.lastEndIndex(events);
        if (at < 0) {
            return "";
        }
        ScoreEvent score = (ScoreEvent) events.get(at);
        int handNo = (int) events.subList(0, at + 1).stream().filter(ScoreEvent.class::isInstance).count();
        Names names = state.names();
        List<String> points = new ArrayList<>();
        for (int side = 0; side < score.points().size(); side++) {
            int p = score.points().get(side);
            points.add(names.side(side) + " " + (p > 0 ? "+" : "") + p);
        }
        // A game may call a hand its own way (Napoleone's English "Hand 3"); Smazzata otherwise.
        Texts game = t.bundle(state.presenter().bundle());
        Texts titles = game.has("score.title") ? game : t;
        String line = "\n" + titles.get("score.title", handNo, String.join(" · ", points));
        if (room < 2 || Hands.movedSince(events, at)) {
            return line;
        }
        String why = state.presenter().handScore(score, state.options, names, t);
        return why.isBlank() ? line : line + "\n" + why.strip();
    }

    /** Whose turn, as the table's last line says it: who won, the match stopped, the wait over days, or who plays. */
    private String turnLine(Texts t) {
        if (state.match.isOver()) {
            return state.stopped ? t.get("table.stopped") : matchOver(t);
        }
        Seat next = state.toAct();
        if (state.async() && !next.computer() && state.turnSince != null) {
            // Over days "whose turn" is not enough: since when the table has been waiting for them.
            return t.get("table.waiting", next.name, when(state.turnSince, t));
        }
        String turn = state.presenter().bidding(state.match.publicView()) ? "table.turn.bid" : "table.turn";
        return t.get(turn, next.name + (next.away ? " 🤖" : ""));
    }

    /** What a hand's picture needs besides the views: the title, the names, whose turn, the last move. */
    TableFacts facts(Texts t) {
        return facts(state.names(), turnLine(t));
    }

    /** What a picture needs besides the views: the title, the names, whose turn, the last move. */
    private TableFacts facts(Names names, String turn) {
        return new TableFacts(state.title(), names, turn, state.lastLine);
    }

    /** {@code text} in at most {@code max} characters: whole lines from its start, then "…". */
    static String shortened(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        String[] lines = text.split("\n", -1);
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            int extra = (out.isEmpty() ? 0 : 1) + line.length();
            if (out.length() + extra + 2 > max) {
                break;
            }
            out.append(out.isEmpty() ? "" : "\n").append(line);
        }
        return out.isEmpty() ? "…" : out + "\n…";
    }

    /** The end of the match in one line, with who won: the totals are in the game's scores line above it. */
    private String matchOver(Texts t) {
        MatchResult result = state.match.result();
        Names names = state.names();
        List<String> winners = result.winners().stream().map(names::side).toList();
        return winners.isEmpty() ? t.get("table.over")
                : t.get(winners.size() == 1 ? "table.won" : "table.won.many", String.join(", ", winners));
    }

    /** "Total: anna 7 · carlo 4". */
    String totalsLine(Texts t) {
        return t.get("score.totals", totals(state.match.totals(), state.names()));
    }

    private static String totals(List<Integer> totals, Names names) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < totals.size(); side++) {
            parts.add(names.side(side) + " " + totals.get(side));
        }
        return String.join(" · ", parts);
    }

    // ---- a hand ({@link HandScreen})

    /**
     * The private hand of seat {@code seat}; on its turn with {@code withButtons}, with a
     * button per legal move, or the game's turn panel in {@code panelState}.
     */
    Message hand(int seat, boolean withButtons, String panelState, Texts t, Capabilities caps) {
        return hands.hand(seat, withButtons, panelState, t, caps);
    }

    // ---- words

    /** Why a move was refused, in the game's words where it has them. */
    String rejection(Rejection r, Texts t) {
        String own = state.presenter().rejection(r, t);
        if (own != null) {
            return own;
        }
        String key = "reject." + r.code();
        return t.has(key) ? t.get(key) : t.get("reject.other");
    }

    /**
     * A setup refusal (bad option, wrong seat count) in the chat's language. What the user
     * typed is quoted cut short ({@link Echo}); the lists of allowed values are the bot's own.
     */
    public static String setup(SetupException e, Texts t) {
        String key = "setup." + e.code();
        if (!t.has(key)) {
            return Echo.cut(e.getMessage());
        }
        Object[] args = e.args().toArray();
        int typed = switch (e.code()) {
            case "option.badValue" -> 2; // the option's name and the value
            case "option.unknown", "game.unknown" -> 1;
            default -> 0;
        };
        for (int i = 0; i < typed && i < args.length; i++) {
            args[i] = Echo.cut(String.valueOf(args[i]));
        }
        return t.get(key, args);
    }

    /** A day and time in the configured zone, as the language writes it: "Thu 1/1 21:00", "21:00 di gio 1/1". */
    String when(Instant at, Texts t) {
        return DateTimeFormatter.ofPattern(t.get("time.when"), state.lang.locale()).withZone(zone).format(at);
    }

    /** A time of day in {@code zone}: "21:00". */
    static String clockTime(Instant at, ZoneId zone) {
        return DateTimeFormatter.ofPattern("HH:mm").withZone(zone).format(at);
    }
}
