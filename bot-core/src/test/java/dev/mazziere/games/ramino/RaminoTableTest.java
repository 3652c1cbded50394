package dev.mazziere.games.ramino;

import static dev.mazziere.cards.CardRenderer.render;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.PlatformLimits;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ramino at a table through the chat boundary: every human turn is played on the private
 * panel the way a person would, toggling the cards of a move and pressing its button.
 * The move is the heuristic player's choice, so whole matches run without a script.
 */
@DisplayName("Ramino played at a table through its private panel")
class RaminoTableTest {

    private static final RaminoGame GAME = new RaminoGame();

    private TestChat chat = new TestChat(11, Duration.ZERO);
    private final Map<String, RaminoHeuristicPlayer> minds = Map.of("anna", new RaminoHeuristicPlayer(1),
            "carlo", new RaminoHeuristicPlayer(2), "bea", new RaminoHeuristicPlayer(3));
    private int selections;

    /**
     * {@code user} makes the heuristic's move through the panel: the cards toggled one by
     * one, then the move's button. Checks on the way that the panel offers legal moves
     * only and fits {@code caps}. False when it is not their turn.
     */
    private boolean playOneMove(String user, Capabilities caps) {
        MessageRef ref = chat.panel(user);
        if (ref == null || chat.tables.table(chat.group).isEmpty()) {
            return false;
        }
        MatchState match = chat.replay(GAME);
        int seat = chat.seatOf(user);
        assertThat(match.toAct()).as("%s has a panel but it is seat %d's turn", user, match.toAct()).isEqualTo(seat);
        RaminoView view = (RaminoView) match.view(seat);
        List<? extends Move> legal = match.legalMoves();
        RaminoMove move = (RaminoMove) minds.get(user).choose(view, legal);
        for (FrenchCard card : cardsOf(move)) {
            Button toggle = chat.now(ref).buttons().stream()
                    .filter(b -> b.payload().startsWith("u:")
                            && b.label().replace(RaminoPanel.NEW, "").equals(render(card))).findFirst()
                    .orElseThrow(() -> new AssertionError("no toggle for " + card + " in " + chat.now(ref)));
            chat.press(user, toggle, ref);
            selections++;
            checkPanel(chat.now(ref), legal, caps);
        }
        checkPanel(chat.now(ref), legal, caps);
        Button press = chat.now(ref).buttons().stream()
                .filter(b -> b.payload().startsWith("m:") && TestChat.moveCode(b).equals(move.code())).findFirst()
                .orElseThrow(() -> new AssertionError("no button for " + move.code() + " in " + chat.now(ref)));
        int before = chat.record().moves().size();
        chat.press(user, press, ref);
        // the match may be over (the table gone), or computers may have moved after
        chat.recordIfOpen().ifPresent(r -> assertThat(r.moves()).as("%s pressed %s", user, move.code())
                .hasSizeGreaterThan(before).element(before).isEqualTo(move.code()));
        return true;
    }

    private static List<FrenchCard> cardsOf(RaminoMove move) {
        return switch (move) {
            case RaminoMove.Meld m -> m.cards();
            case RaminoMove.Extend x -> x.cards();
            case RaminoMove.SwapJoker j -> List.of(j.card());
            case RaminoMove.Discard d -> List.of(d.card());
            case RaminoMove.Colore k -> k.cards();
            default -> List.of();
        };
    }

    private static void checkPanel(Message panel, List<? extends Move> legal, Capabilities caps) {
        Set<String> codes = legal.stream().map(Move::code).collect(Collectors.toSet());
        assertThat(panel.buttons().stream().filter(b -> b.payload().startsWith("m:")).map(TestChat::moveCode))
                .as("moves offered in %s", panel.text()).allMatch(codes::contains);
        assertThat(panel.buttons()).hasSizeLessThanOrEqualTo(caps.buttonsPerMessage());
        assertThat(panel.rows()).allSatisfy(row -> assertThat(row).hasSizeLessThanOrEqualTo(caps.buttonsPerRow()));
        assertThat(panel.buttons()).allSatisfy(b -> assertThat(b.payload().length()).isLessThanOrEqualTo(64));
        assertThat(panel.text().length()).isLessThanOrEqualTo(caps.maxTextLength());
    }

    private int playOut(List<String> humans, Capabilities caps, int maxMoves) {
        int moves = 0;
        boolean moved = true;
        while (moved && moves < maxMoves) {
            moved = false;
            for (String h : humans) {
                while (moves < maxMoves && playOneMove(h, caps)) {
                    moves++;
                    moved = true;
                }
            }
        }
        return moves;
    }

    private void open(String variant, List<String> humans, int computers) {
        String owner = humans.get(0);
        chat.open("/ramino", owner, humans.subList(1, humans.size()).toArray(String[]::new));
        for (int i = 0; i < computers; i++) {
            chat.say(owner, "/addbot");
        }
        chat.say(owner, "/option variant " + variant);
    }

    @ParameterizedTest(name = "{0}, {1} humans and {2} computers, on {3}")
    @CsvSource({"classico, 2, 1, telegram", "duemazzi, 2, 0, discord", "classico, 3, 0, discord"})
    @DisplayName("a whole match is played on the panels to the last player standing")
    void wholeMatch(String variant, int humans, int computers, String platform) {
        Capabilities caps = platform.equals("discord") ? PlatformLimits.DISCORD : PlatformLimits.TELEGRAM;
        chat = new TestChat(11, Duration.ZERO).capabilities(caps);
        List<String> who = List.of("anna", "carlo", "bea").subList(0, humans);
        open(variant, who, computers);
        chat.say("anna", "/start");

        int moves = playOut(who, caps, 20_000);

        assertThat(moves).isPositive();
        assertThat(selections).isPositive();
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
        assertThat(chat.handEnds()).anyMatch(t -> t.matches("(?s)📊 Smazzata \\d+: .*\\+\\d+.*\\n.*🎉.*"));
        List<String> tables = chat.log.stream().filter(o -> o.kind().equals("edit") && o.text().startsWith("🃏 Ramino"))
                .map(TestChat.Out::text).toList();
        assertThat(tables).anyMatch(t -> t.contains("\n1. ") && t.contains("🂠 Pozzo") && t.contains("💰 Points:"))
                .anyMatch(t -> t.contains("draws from the tallone") || t.contains("from the pozzo"));
        assertThat(chat.tables.table(chat.group)).isEmpty();
        System.out.printf("Ramino %s on %s: %d moves and %d card selections on the panels%n", variant, platform, moves,
                selections);
    }

    @Test
    @DisplayName("over days: async by default, turns hours apart, a turn the computer finishes at 24h, "
            + "a nudge, a restart in the middle, to the last player standing")
    void asyncOverDays() {
        java.time.Instant start = chat.time.instant();
        List<String> who = List.of("anna", "carlo", "bea");
        open("classico", who, 0);
        assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("pace async · turnTimeout auto (24h)");
        chat.say("anna", "/start");
        MessageRef table = chat.chatMessage("🂠 Pozzo");

        int turns = 0;
        boolean timedOut = false;
        boolean nudged = false;
        boolean restarted = false;
        while (chat.tables.table(chat.group).isPresent()) {
            assertThat(turns).as("the match ends").isLessThan(3000);
            MatchState match = chat.replay(GAME);
            String mover = chat.record().seats().get(match.toAct()).user().id();
            if (((RaminoView) match.publicView()).phase() != RaminoMatch.Phase.PLAY) {
                // a new turn: it waits a few hours, and the chat says for whom and since when
                turns++;
                assertThat(chat.tableNow().text()).containsPattern("⏳ Waiting for " + mover + " since \\w{3} ");
                if (turns == 4) {
                    MessageRef forgotten = chat.panel(mover);
                    chat.time.advance(Duration.ofHours(18));
                    assertThat(chat.dmTexts(mover)).last().asString().startsWith("⏰ Ramino: your turn, 6h left");
                    chat.time.advance(Duration.ofHours(6));
                    assertThat(chat.now(forgotten).text()).startsWith("⏰ Time ran out: the computer played");
                    assertThat(chat.tableNow().text()).containsPattern("▶️ ⏰ " + mover + " .* discards ");
                    timedOut = true;
                    continue;
                }
                chat.time.advance(Duration.ofHours(1 + turns % 5));
                if (turns == 6) {
                    String nudger = who.stream().filter(u -> !u.equals(mover)).findFirst().orElseThrow();
                    chat.say(nudger, "/nudge");
                    assertThat(chat.dmTexts(mover)).last().asString()
                            .startsWith("👋 " + nudger + " reminds you it is your turn at Ramino");
                    nudged = true;
                }
                if (turns == 9) {
                    chat = chat.restarted();
                    restarted = true;
                }
            }
            assertThat(playOneMove(mover, PlatformLimits.TELEGRAM)).as("%s plays on the panel", mover).isTrue();
        }

        assertThat(timedOut && nudged && restarted).isTrue();
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains(" wins");
        assertThat(Duration.between(start, chat.time.instant())).isGreaterThan(Duration.ofDays(3));
        assertThat(chat.store.finishedMatches(TestChat.PLATFORM, chat.group.id(), 1)).hasSize(1);
    }

    @Test
    @DisplayName("a turn is one panel, redrawn in place: draw, select, meld, discard; the chat reads it as one line")
    void oneTurnInPlace() {
        open("classico", List.of("anna", "carlo"), 0);
        chat.say("anna", "/start");
        String mover = chat.panel("anna") != null ? "anna" : "carlo";
        MessageRef ref = chat.panel(mover);
        assertThat(chat.now(ref).text()).contains("your turn").contains("👉 Draw a card: from the tallone, or ");
        assertThat(chat.now(ref).buttons()).extracting(Button::label).first().isEqualTo("🂠 Tallone");
        int dms = chat.dmTexts(mover).size();

        chat.press(mover, chat.now(ref).buttons().get(0), ref);
        assertThat(chat.now(ref).text()).startsWith("✅ 🂠 Tallone\n🃏 Ramino").contains("👉 Select cards");
        assertThat(chat.now(ref).buttons()).hasSize(8).allMatch(b -> b.payload().startsWith("u:"));

        // the first card selected, then unselected again
        Button first = chat.now(ref).buttons().get(0);
        chat.press(mover, first, ref);
        assertThat(chat.now(ref).buttons().get(0).label()).isEqualTo("✅" + first.label());
        assertThat(chat.now(ref).text()).contains("☑️ " + first.label());
        assertThat(chat.now(ref).buttons()).extracting(Button::label).contains("🗑️ Discard " + first.label(), "✖️ Clear");
        chat.press(mover, chat.now(ref).buttons().stream().filter(b -> b.label().equals("✖️ Clear")).findFirst()
                .orElseThrow(), ref);
        assertThat(chat.now(ref).buttons()).noneMatch(b -> b.label().startsWith("✅"));

        // a discard ends the turn: the panel shows what was played, without buttons
        chat.press(mover, chat.now(ref).buttons().get(0), ref);
        chat.press(mover, chat.now(ref).buttons().stream().filter(b -> b.label().startsWith("🗑️")).findFirst()
                .orElseThrow(), ref);
        assertThat(chat.now(ref).text()).startsWith("✅ 🗑️ " + first.label());
        assertThat(chat.now(ref).buttons()).isEmpty();
        assertThat(chat.dmTexts(mover)).hasSize(dms);
        assertThat(chat.record().moves()).hasSize(2);
        assertThat(chat.now(chat.chatMessage("🂠 Pozzo")).text())
                .contains("▶️ " + mover + " draws from the tallone · " + mover + " discards " + first.label());
    }

    @Test
    @DisplayName("stale, foreign and crafted panel presses change nothing and are answered")
    void badPresses() {
        open("classico", List.of("anna", "carlo"), 0);
        chat.say("anna", "/start");
        String mover = chat.panel("anna") != null ? "anna" : "carlo";
        String other = mover.equals("anna") ? "carlo" : "anna";
        MessageRef ref = chat.panel(mover);
        Button draw = chat.now(ref).buttons().get(0);
        chat.press(other, draw, ref);
        assertThat(chat.lastPopup(other)).isEqualTo("Not your turn: it is " + mover + "'s.");
        chat.press(mover, draw, ref);
        Button toggle = chat.now(ref).buttons().get(0);
        chat.press(other, toggle, ref);
        assertThat(chat.lastPopup(other)).isEqualTo("Not your turn: it is " + mover + "'s.");
        chat.press(mover, draw, ref);
        assertThat(chat.lastPopup(mover)).isEqualTo("This button is from an earlier turn.");

        // a crafted selection state is read as nothing selected; a crafted meld is refused with its reason
        String prefix = toggle.payload().substring(0, toggle.payload().lastIndexOf(':') + 1);
        chat.press(mover, prefix + "zzzzzzzz", ref);
        assertThat(chat.now(ref).buttons()).noneMatch(b -> b.label().startsWith("✅"));
        String play = prefix.replaceFirst("^u:", "m:");
        List<FrenchCard> hand = ((RaminoView) chat.replay(GAME).view(chat.seatOf(mover))).hand();
        chat.press(mover, play + "m:" + hand.get(0).code() + hand.get(1).code(), ref);
        assertThat(chat.lastPopup(mover)).isEqualTo("A meld needs at least 3 cards.");
        assertThat(chat.record().moves()).hasSize(1);
    }

    @Test
    @DisplayName("a timed-out turn is played whole by the computer, up to its discard")
    void timeoutPlaysTheWholeTurn() {
        open("classico", List.of("anna", "carlo"), 0);
        chat.say("anna", "/option turnTimeout 5m", "/start");
        String mover = chat.panel("anna") != null ? "anna" : "carlo";
        MessageRef forgotten = chat.panel(mover);
        chat.time.advance(Duration.ofMinutes(6));
        assertThat(chat.now(forgotten).text()).startsWith("⏰ Time ran out: the computer played ")
                .containsPattern("(🂠 Tallone|⬆️ Pozzo) · .*🗑️ ");
        List<String> moves = chat.record().moves();
        assertThat(moves).isNotEmpty();
        assertThat(moves.get(moves.size() - 1)).startsWith("q:");
        assertThat(chat.replay(GAME).toAct()).isNotEqualTo(chat.seatOf(mover));
        assertThat(chat.now(chat.chatMessage("🂠 Pozzo")).text()).containsPattern("▶️ ⏰ " + mover + " (draws|takes) .* · " + mover + " discards ");
    }

    @Test
    @DisplayName("/rules ramino tells the options in force")
    void rules() {
        open("duemazzi", List.of("anna", "carlo"), 0);
        chat.say("anna", "/rules");
        assertThat(chat.lastChat()).contains("Ramino due mazzi: 104 French cards and 4 jokers").contains("colore")
                .contains("101 points");
        chat.say("anna", "/lang it", "/rules");
        assertThat(chat.lastChat()).contains("Ramino a due mazzi").contains("tallone").contains("pozzo");
    }
}
