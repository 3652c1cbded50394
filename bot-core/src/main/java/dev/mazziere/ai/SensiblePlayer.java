package dev.mazziere.ai;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/**
 * The {@code easy} player: a beginner who often sees the good move and often does not.
 * With probability {@code skill} it plays what the game's heuristic would, otherwise a
 * uniformly random legal move. Game-independent; a little better than random, clearly
 * weaker than the heuristic.
 */
public final class SensiblePlayer implements Player {

    /** The share of decisions taken by the heuristic at the {@code easy} level. */
    public static final double EASY_SKILL = 0.35;

    private final Player heuristic;
    private final double skill;
    private final SeededRandom random;

    public SensiblePlayer(Player heuristic, double skill, long seed) {
        if (skill < 0 || skill > 1) {
            throw new IllegalArgumentException("skill must be within [0, 1]: " + skill);
        }
        this.heuristic = heuristic;
        this.skill = skill;
        this.random = new SeededRandom(seed);
    }

    /** The {@code easy} level over this heuristic. */
    public static SensiblePlayer easy(Player heuristic, long seed) {
        return new SensiblePlayer(heuristic, EASY_SKILL, seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        if (legal.size() == 1) {
            return legal.get(0);
        }
        if (random.nextDouble() < skill) {
            return heuristic.choose(view, legal);
        }
        return legal.get(random.nextInt(legal.size()));
    }
}
