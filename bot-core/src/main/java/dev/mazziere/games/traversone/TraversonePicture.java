package dev.mazziere.games.traversone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickTexts;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.Scenes;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How Traversone looks as pictures. The table: the trick with who played each card, the
 * suit led (palo) and the card taking it so far outlined, or the last trick and who took
 * it; the points each player has taken in this smazzata; whose turn and the totals
 * against the limit. A hand: the seat's cards grouped by suit as their text shows them,
 * on their turn the cards they may play raised and, when they must follow suit, the
 * others greyed; under it the trick they answer. Texts in {@code picture*.properties}
 * next to this class, and the table's own in {@code traversone*.properties}.
 */
public final class TraversonePicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.traversone.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        TraversoneView v = (TraversoneView) publicView;
        Texts s = t.bundle(BUNDLE);
        Texts own = t.bundle(TraversonePresenter.BUNDLE);
        Names names = facts.names();
        int tricks = TraversoneRules.handSize(v.seats());
        String head = v.tricksPlayed() >= tricks ? own.get("table.head.over", v.handNumber())
                : own.get("table.head", v.handNumber(), v.tricksPlayed() + 1, tricks, names.seat(v.leader()));
        List<Scene.Section> sections = new ArrayList<>();
        if (!v.trick().isEmpty()) {
            sections.add(trick(v.trick(), names, v.seats() <= 5 ? Scene.Size.MEDIUM : Scene.Size.SMALL, s));
        } else if (v.lastTrick() != null) {
            sections.add(lastTrick(v, names, s));
        } else {
            Scene.Item note = new Scene.Note(v.assoBastoni() ? own.get("table.firstLead")
                    : Scenes.texts(t).get("table.empty"));
            sections.add(Scene.Section.of(Scenes.texts(t).get("table"), Scene.Size.MEDIUM, note));
        }
        if (v.tricksPlayed() > 0) {
            List<Scene.Item> taken = new ArrayList<>();
            for (int seat = 0; seat < v.seats(); seat++) {
                String points = names.seat(seat) + " " + TrickTexts.thirds(v.thirds().get(seat));
                if (v.assoBastoni() && v.taken().get(seat).contains(TraversoneRules.ASSO_DI_BASTONI)) {
                    points += " " + CardRenderer.render(TraversoneRules.ASSO_DI_BASTONI) + "+"
                            + TraversoneRules.ASSO_BASTONI_PENALTY;
                }
                taken.add(new Scene.Note(points));
            }
            sections.add(new Scene.Section(s.get("taken"), Scene.Size.SMALL, taken));
        }
        List<Scene.Score> scores = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            scores.add(new Scene.Score(names.seat(seat), Integer.toString(v.totals().get(seat)), seat == v.toAct()));
        }
        return new Scene(facts.title(), head, sections,
                new Scene.Strip(facts.turn(), scores, s.get("limit", v.limit())));
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        TraversoneView v = (TraversoneView) seatView;
        Texts s = t.bundle(BUNDLE);
        Set<Card> playable = new HashSet<>();
        for (Move m : legal) {
            playable.add(((TraversoneMove) m).card());
        }
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(Scenes.hand(Scenes.marked(TraversonePresenter.inHandOrder(v.hand()), playable), t));
        if (!v.trick().isEmpty()) {
            sections.add(trick(v.trick(), facts.names(), Scene.Size.SMALL, s));
        }
        return new Scene(facts.title(), Scenes.handDetail(!playable.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    /** The trick on the table: each card over its player's name, the card taking it outlined. */
    private static Scene.Section trick(List<TrickEvents.Play<ItalianCard>> plays, Names names, Scene.Size size, Texts s) {
        List<ItalianCard> cards = plays.stream().map(TrickEvents.Play::card).toList();
        int winning = TraversoneRules.TRICK_RULES.winningIndex(cards, null);
        List<Scene.Item> items = new ArrayList<>();
        for (int i = 0; i < plays.size(); i++) {
            items.add(played(plays.get(i).card(), names.seat(plays.get(i).seat()), i == winning));
        }
        ItalianSuit led = cards.get(0).suit();
        return new Scene.Section(s.get("trick", CardRenderer.mark(led) + " " + TraversoneRules.suitName(led)),
                size, items);
    }

    /** The last trick, each card over its player's name (seats follow the leader), the winner outlined. */
    private static Scene.Section lastTrick(TraversoneView v, Names names, Texts s) {
        List<ItalianCard> cards = v.lastTrick().cards();
        int winner = v.lastTrick().winner();
        int winning = TraversoneRules.TRICK_RULES.winningIndex(cards, null);
        int first = Math.floorMod(winner - winning, v.seats());
        List<Scene.Item> items = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            items.add(played(cards.get(i), names.seat((first + i) % v.seats()), i == winning));
        }
        return new Scene.Section(s.get("lastTrick", names.seat(winner)),
                v.seats() <= 5 ? Scene.Size.MEDIUM : Scene.Size.SMALL, items);
    }

    private static Scene.Cards played(ItalianCard card, String name, boolean winning) {
        Scene.Face face = new Scene.Face(card, winning ? Scene.Mark.HIGHLIGHT : Scene.Mark.PLAIN);
        return new Scene.Cards(List.of(face), name, false);
    }
}
