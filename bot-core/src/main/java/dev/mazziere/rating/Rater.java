package dev.mazziere.rating;

import com.pocketcombats.openskill.Adjudicator;
import com.pocketcombats.openskill.RatingModelConfig;
import com.pocketcombats.openskill.aggregate.DefaultTeamRatingAggregator;
import com.pocketcombats.openskill.aggregate.TeamRatingAggregator;
import com.pocketcombats.openskill.data.MatchMakingRating;
import com.pocketcombats.openskill.data.RatingAdjustment;
import com.pocketcombats.openskill.data.SimplePlayerResult;
import com.pocketcombats.openskill.data.SimpleTeamResult;
import com.pocketcombats.openskill.data.TeamResult;
import com.pocketcombats.openskill.model.PlackettLuce;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Computes the new ratings one finished match gives its players, with the Weng-Lin
 * Plackett-Luce model at OpenSkill's defaults (beta 25/6, tau 25/300, kappa 0.0001):
 * any number of sides, teams of any size, ties. A team's skill is the sum of its
 * members'; each member moves in proportion to their share of the team's uncertainty.
 * Computers enter with their fixed ratings ({@link Member.Computer#rating()}) and come
 * out unchanged; a match that is not {@link RatedMatch#rated()} (a seat taken over, or
 * fewer than two sides with a player) moves nobody.
 *
 * <p>Stateless and thread-safe.
 */
public final class Rater {

    /** OpenSkill's defaults, set here so a library upgrade cannot move them silently. */
    private static final RatingModelConfig CONFIG = RatingModelConfig.builder()
            .setBeta(25.0 / 6.0)
            .setTau(25.0 / 300.0)
            .setKappa(0.0001)
            .setLimitSigma(false)
            .setBalance(false)
            .build();

    private final TeamRatingAggregator teams = new DefaultTeamRatingAggregator(CONFIG);
    private final Adjudicator<Integer> adjudicator = new Adjudicator<>(CONFIG, new PlackettLuce(CONFIG));

    /**
     * One update per player of a rated match, in seat order of its sides; none for a
     * match that is not rated.
     *
     * @param current each player's rating on the match's board before it (a newcomer's
     *                {@link Rating#newcomer()} when they have none)
     */
    public List<RatingUpdate> rate(RatedMatch match, Function<String, Rating> current) {
        if (!match.rated()) {
            return List.of();
        }
        List<Member> members = new ArrayList<>();
        List<Rating> before = new ArrayList<>();
        List<TeamResult<Integer>> sides = new ArrayList<>();
        for (Side side : match.sides()) {
            List<SimplePlayerResult<Integer>> results = new ArrayList<>(side.members().size());
            for (Member m : side.members()) {
                Rating r = switch (m) {
                    case Member.Player p -> current.apply(p.id());
                    case Member.Computer c -> c.rating();
                    case Member.TakenOver t -> throw new IllegalStateException("a taken-over seat is never rated");
                };
                results.add(new SimplePlayerResult<>(members.size(), r.mu(), r.sigma()));
                members.add(m);
                before.add(r);
            }
            MatchMakingRating team = teams.computeTeamRating(results);
            sides.add(new SimpleTeamResult<>(team.mu(), team.sigma(), side.place(), results));
        }
        Rating[] after = new Rating[members.size()];
        for (RatingAdjustment<Integer> a : adjudicator.rate(sides)) {
            int i = a.playerId();
            after[i] = new Rating(a.mu(), a.sigma(), before.get(i).matches() + 1);
        }
        List<RatingUpdate> updates = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            if (members.get(i) instanceof Member.Player p) {
                updates.add(new RatingUpdate(p.id(), match.board(), match.at(), before.get(i), after[i]));
            }
        }
        return updates;
    }
}
