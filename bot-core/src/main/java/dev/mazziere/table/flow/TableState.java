package dev.mazziere.table.flow;

import dev.mazziere.chat.About;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.games.GameEntry;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The state of one table, as its parts read and change it: the game and its options, the
 * seats, the phase and the match, the messages it edits, and the deadlines of the turn.
 * Everything here is what the table's record keeps ({@code TableRows}, the one mapping to
 * the store and back); what a part only needs while it runs stays in that part. Not thread-safe: the table's lock.
 */
public final class TableState {

    public final String id;
    /** Changes only when the platform moves the chat. */
    public volatile ChatId chat;
    public final GameEntry entry;
    /** Who runs the table now: the opener, until they leave it to the next player. */
    public UserId owner;
    public String ownerName;
    /** Who opened the table, as its lobby says. */
    public final String openerName;
    public Options options;
    public TableOptions tableOptions;
    public Lang lang;
    public Phase phase = Phase.LOBBY;
    public final List<Seat> seats = new ArrayList<>();
    /** The match seed (0 in the lobby). */
    public long seed;
    /** Null in the lobby. */
    public MatchState match;
    public MessageRef lobbyRef;
    public MessageRef tableRef;
    /** The last move (or turn) in one line, under the table. */
    public String lastLine = "";
    /** True when the owner stopped the match. */
    public boolean stopped;
    /** When the player to act runs out of time, or null. */
    public Instant deadline;
    /** When the player to act is reminded, or null (also once reminded). */
    public Instant reminderAt;
    /** When the current turn began: the last move, or the start of the match. */
    public Instant turnSince;
    /** When a player was last nudged ({@code /nudge}). */
    public Instant lastNudge;
    /** A table opened in its player's private chat: nobody else can join it. */
    public boolean solo;
    /** How many were told privately that this table opened ({@code /notify}); shown in the lobby, kept while it lasts. */
    public int told;
    /** In a rematch's lobby, what it plays again; else null. */
    public Rematch rematch;
    /** The players who asked the computer to play the waiting turn now ({@code /skip}); null when nobody did. */
    public Ballot skipVotes;

    /**
     * A rematch's lobby: the finished table it plays again, and the order its seats take,
     * the last match's rotated by one ({@link TableState#seatKey}); whoever sits down takes their place in it.
     */
    public record Rematch(String tableId, List<String> seatOrder) {
    }

    /** Who asked for something at move {@code moveNumber}: their votes count for that turn only. */
    public record Ballot(int moveNumber, List<UserId> voters) {
    }

    public TableState(String id, ChatId chat, GameEntry entry, Options options, TableOptions tableOptions, UserId owner,
               String ownerName, String openerName, Lang lang) {
        this.id = id;
        this.chat = chat;
        this.entry = entry;
        this.options = options;
        this.tableOptions = tableOptions;
        this.owner = owner;
        this.ownerName = ownerName;
        this.openerName = openerName;
        this.lang = lang;
    }

    public Game game() {
        return entry.game();
    }

    GamePresenter presenter() {
        return entry.presenter();
    }

    public String title() {
        return presenter().title(options);
    }

    /** What private messages about this table are about: its place and title, for a topic of their own. */
    public About about() {
        return new About(chat, title());
    }

    /** The seat of {@code user}, or -1. */
    public int seatOf(UserId user) {
        for (int s = 0; s < seats.size(); s++) {
            if (user.equals(seats.get(s).user)) {
                return s;
            }
        }
        return -1;
    }

    /** What names a seat in {@link Rematch#seatOrder}: its player, or a computer player's name. */
    public static String seatKey(UserId user, String name) {
        return user != null ? "u:" + user.id() : "c:" + name;
    }

    /** The seats whose name is {@code typed}, in any case, with or without "@" or a computer's 🤖. */
    List<Integer> seatsNamed(String typed) {
        String wanted = bare(typed);
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < seats.size(); s++) {
            if (bare(seats.get(s).name).equals(wanted)) {
                out.add(s);
            }
        }
        return out;
    }

    private static String bare(String name) {
        String n = name.strip();
        n = n.startsWith("@") ? n.substring(1) : n;
        n = n.startsWith("🤖") ? n.substring("🤖".length()).strip() : n;
        return n.toLowerCase(Locale.ROOT);
    }

    /** True when nobody runs the table: its owner has no seat, or the computer plays it. */
    boolean ownerless() {
        int s = owner == null ? -1 : seatOf(owner);
        return s < 0 || seats.get(s).away;
    }

    /** Hands the table to the player of seat {@code s}. */
    void ownedBy(int s) {
        owner = seats.get(s).user;
        ownerName = seats.get(s).name;
    }

    /** True when no seat is a person's: only computer players are left. */
    boolean noHumans() {
        return seats.stream().noneMatch(Seat::human);
    }

    /**
     * Hands the table to the first player from seat {@code from} on (in seat order, round
     * the table) who plays their own seat. False, and the owner unchanged, when there is none.
     */
    boolean passOwnership(int from) {
        for (int i = 0; i < seats.size(); i++) {
            Seat next = seats.get(Math.floorMod(from + i, seats.size()));
            if (next.human() && !next.away && !next.user.equals(owner)) {
                owner = next.user;
                ownerName = next.name;
                return true;
            }
        }
        return false;
    }

    /**
     * True when a player took the coach's hint in this match ({@code coach on}, {@link Seat#hints}):
     * such a match counts for nobody in the chat's leaderboard nor in the ratings
     * ({@link TableSaver}). Kept with the table's seats, so it survives a restart.
     */
    public boolean hintsUsed() {
        return seats.stream().anyMatch(s -> s.hints > 0);
    }

    /** True while a match is being played and not over yet. */
    boolean playing() {
        return phase == Phase.PLAYING && !match.isOver();
    }

    /**
     * True at a solo table: its chat is its owner's private chat, or a topic of it ({@code out}
     * knows the platform's private chats; where it does not, no table counts as solo).
     */
    boolean solo(dev.mazziere.chat.Outbox out) {
        return out.privateChat(owner).filter(chat.whole()::equals).isPresent();
    }

    /** The seat whose turn it is; only while {@link #playing()}. */
    Seat toAct() {
        return seats.get(match.toAct());
    }

    boolean async() {
        return tableOptions.isAsync();
    }

    /** The names of the seats and of the sides (partners joined with "+"). */
    Names names() {
        List<String> seatNames = seats.stream().map(s -> s.name).toList();
        List<String> sides = new ArrayList<>();
        int teams = match == null ? seats.size() : match.teamCount();
        for (int team = 0; team < teams; team++) {
            List<String> members = new ArrayList<>();
            for (int s = 0; s < seats.size(); s++) {
                if ((match == null ? s : match.teamOf(s)) == team) {
                    members.add(seats.get(s).name);
                }
            }
            sides.add(String.join("+", members));
        }
        return new Names(seatNames, sides);
    }
}
