package dev.mazziere.games.briscola;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.List;

/**
 * Deals what one Briscola seat cannot see: every card not in its hand, not taken and not
 * on the table goes at random to the other hands, by their sizes, and to the stock, whose
 * order is shuffled too; the face-up card stays under the stock while the view shows it
 * there. Briscola has no obligation to follow suit, so a play tells nothing of a hand;
 * what a later view no longer shows is the face-up card once drawn, and who drew it (the
 * last seat of the last round of draws, the one before that trick's winner): it is
 * remembered from the views seen, and dealt to that seat until it is played.
 */
final class BriscolaDeterminizer implements Determinizer {

    /** The cards of one determinization: each seat's hand (the viewer's as it is), the stock from the top. */
    record Deal(List<List<ItalianCard>> hands, List<ItalianCard> stock, ItalianCard faceUp) {
    }

    private final BriscolaGame game;
    private final Options options;
    private int hand = -1;
    private ItalianCard faceUp;
    private int faceUpHolder = -1;
    private BriscolaView previous;

    BriscolaDeterminizer(BriscolaGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public void observe(View view) {
        BriscolaView v = (BriscolaView) view;
        if (v.handNumber() != hand) {
            hand = v.handNumber();
            faceUp = null;
            faceUpHolder = -1;
            previous = null;
        }
        if (v.faceUp() != null) {
            faceUp = v.faceUp();
        } else if (previous != null && previous.faceUp() != null && v.lastTrick() != null && faceUp != null) {
            // The last round of draws followed the last trick: its winner drew first, the face-up card went last.
            faceUpHolder = Math.floorMod(v.lastTrick().winner() - 1, v.seats());
        }
        previous = v;
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        BriscolaView v = (BriscolaView) view;
        Deal deal = deal(v, random);
        return BriscolaMatch.fromView(game, options, v, deal.hands(), deal.stock(), deal.faceUp(), random.split());
    }

    /**
     * What a view hides, worked out once per decision: the cards nobody may be seen
     * holding (as {@link ItalianCard#index()}), how many of them each seat's hand takes
     * (0 for the viewer), and the face-up card with where it is.
     *
     * @param unseen       the hidden cards to deal, the face-up card never among them
     * @param room         per seat, how many hidden cards its hand takes
     * @param faceUp       the hand's face-up card (any card of the briscola suit when not known)
     * @param faceUpInStock true while it lies under the stock
     * @param faceUpHolder the seat known to hold it, or -1 (in the stock, played, or not known)
     */
    record Hidden(int[] unseen, int[] room, ItalianCard faceUp, boolean faceUpInStock, int faceUpHolder) {
    }

    /** What this view hides, with what this seat remembers of the face-up card. */
    Hidden hidden(BriscolaView v) {
        int seats = v.seats();
        boolean[] seen = new boolean[40];
        for (ItalianCard c : v.hand()) {
            seen[c.index()] = true;
        }
        for (List<ItalianCard> pile : v.table().taken()) {
            for (ItalianCard c : pile) {
                seen[c.index()] = true;
            }
        }
        v.trick().forEach(p -> seen[p.card().index()] = true);
        boolean remembered = v.handNumber() == hand && faceUp != null;
        ItalianCard up = v.faceUp() != null ? v.faceUp() : remembered ? faceUp : ItalianCard.of(1, v.trump());
        int[] room = new int[seats];
        for (int s = 0; s < seats; s++) {
            room[s] = s == v.viewer() ? 0 : v.table().handSizes().get(s);
        }
        int holder = -1;
        if (v.faceUp() != null) {
            seen[up.index()] = true;
        } else if (remembered && faceUpHolder >= 0 && faceUpHolder != v.viewer() && !seen[up.index()]) {
            // Drawn by a known seat and not played yet: it is in that hand.
            holder = faceUpHolder;
            room[holder]--;
            seen[up.index()] = true;
        }
        int count = 0;
        int[] unseen = new int[40];
        for (ItalianCard c : BriscolaRules.deck(seats)) {
            if (!seen[c.index()]) {
                unseen[count++] = c.index();
            }
        }
        return new Hidden(java.util.Arrays.copyOf(unseen, count), room, up, v.faceUp() != null, holder);
    }

    /** Shuffles the hidden cards in place: the first {@code room} go to each seat in seat order, the rest to the stock. */
    static void shuffle(int[] cards, SeededRandom random) {
        for (int i = cards.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int tmp = cards[i];
            cards[i] = cards[j];
            cards[j] = tmp;
        }
    }

    /** One determinization of the cards the view hides, consistent with it and with what was observed. */
    Deal deal(BriscolaView v, SeededRandom random) {
        Hidden h = hidden(v);
        int[] cards = h.unseen().clone();
        shuffle(cards, random);
        int seats = v.seats();
        List<List<ItalianCard>> hands = new ArrayList<>(seats);
        int next = 0;
        for (int s = 0; s < seats; s++) {
            List<ItalianCard> cardsOfSeat = new ArrayList<>(s == v.viewer() ? v.hand() : List.of());
            if (s == h.faceUpHolder()) {
                cardsOfSeat.add(h.faceUp());
            }
            for (int i = 0; i < h.room()[s]; i++) {
                cardsOfSeat.add(ItalianCard.ofIndex(cards[next++]));
            }
            hands.add(cardsOfSeat);
        }
        List<ItalianCard> stock = new ArrayList<>();
        while (next < cards.length) {
            stock.add(ItalianCard.ofIndex(cards[next++]));
        }
        if (h.faceUpInStock()) {
            stock.add(h.faceUp());
        }
        return new Deal(hands, stock, h.faceUp());
    }
}
