package dev.mazziere.games.scopa;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.conformance.GameConformanceTest;
import dev.mazziere.game.conformance.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Scopa passes the conformance kit")
final class ScopaConformanceTest extends GameConformanceTest {

    /** A hand is 36 plays (40 in Scopone scientifico); a few more for the kings redeal's sake. */
    private static final int MOVES_PER_HAND = 40;

    ScopaConformanceTest() {
        super(new ScopaGame(), new ScopaAi());
    }

    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(2),
                Setup.of(3, "captureChoice", "fewest", "ties", "each"),
                Setup.of(4, "napola", "true", "rebello", "on", "target", "16"),
                Setup.of(2, "kingsRedeal", "false", "ties", "each", "target", "21"),
                Setup.of(3, "napola", "yes", "target", "31"),
                Setup.of(4, "captureChoice", "fewest", "kingsRedeal", "off", "target", "21"),
                Setup.of(2, "captureChoice", "fewest", "napola", "on", "rebello", "true", "target", "31"),
                Setup.of(4, "variant", "scopone"),
                Setup.of(4, "variant", "scopone", "scoponeDeal", "classico", "ties", "each", "rebello", "on",
                        "target", "16"),
                Setup.of(4, "variant", "scopone", "scoponeDeal", "classico", "kingsRedeal", "false",
                        "captureChoice", "fewest", "napola", "on", "target", "31"));
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return Decks.italian40();
    }

    /**
     * Every hand gives at least the settebello's point to some side, so within
     * sides x target hands some side has reached the target; a few more hands settle a tie
     * on top.
     */
    @Override
    protected int moveBound(Setup setup) {
        int sides = setup.seats() == 4 ? 2 : setup.seats();
        int target = Integer.parseInt(setup.options().getOrDefault("target", "11"));
        return MOVES_PER_HAND * (sides * target + 10);
    }

    /**
     * A card from the hand or any card of the deck, taking nothing, some table cards
     * (one of them twice, now and then) or any cards at all.
     */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        ScopaView view = (ScopaView) state.view(state.toAct());
        return Stream.generate(() -> arbitraryMove(view, random)).limit(30);
    }

    private static ScopaMove arbitraryMove(ScopaView view, SeededRandom random) {
        boolean fromHand = random.nextInt(3) != 0 && !view.hand().isEmpty();
        ItalianCard card = fromHand
                ? view.hand().get(random.nextInt(view.hand().size()))
                : ItalianCard.ofIndex(random.nextInt(40));
        List<ItalianCard> capture = new ArrayList<>();
        switch (random.nextInt(4)) {
            case 0 -> {
                // takes nothing
            }
            case 1 -> capture.addAll(someOf(view.table(), random));
            case 2 -> capture.addAll(someOf(Decks.italian40(), random));
            default -> {
                capture.addAll(someOf(view.table(), random));
                if (!capture.isEmpty()) {
                    capture.add(capture.get(0));
                }
            }
        }
        return new ScopaMove(card, capture);
    }

    /** Up to three distinct cards picked at random. */
    private static List<ItalianCard> someOf(List<ItalianCard> cards, SeededRandom random) {
        List<ItalianCard> pool = new ArrayList<>(cards);
        random.shuffle(pool);
        return pool.subList(0, Math.min(pool.size(), 1 + random.nextInt(3)));
    }
}
