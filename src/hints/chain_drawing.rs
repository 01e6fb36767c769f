//! What of a step's chains the board draws. A nested forcing chain can run
//! to a hundred links, which drawn in full cover the board: a chain longer
//! than [`LONGEST_DRAWN`] is drawn as its first [`START_DRAWN`] links (the
//! assumption and what it forces at once) and its last [`END_DRAWN`]
//! (where it ends), joined by a thin dotted line for the links in between,
//! which the step's words give in full.

use sudoku_engine::logic::{ChainLink, ChainNode};

/// The most links a chain is drawn with in full.
pub const LONGEST_DRAWN: usize = START_DRAWN + END_DRAWN;
/// A longer chain's links drawn from its start...
const START_DRAWN: usize = 4;
/// ...and from its end.
const END_DRAWN: usize = 12;

/// What is drawn of one chain: its links, and for a long chain the gap
/// between its start and its end (from the last start link's end to the
/// first end link's start).
pub fn drawn(chain: &[ChainLink]) -> (Vec<&ChainLink>, Option<(&ChainNode, &ChainNode)>) {
    if chain.len() <= LONGEST_DRAWN {
        return (chain.iter().collect(), None);
    }
    let (start, end) = (&chain[..START_DRAWN], &chain[chain.len() - END_DRAWN..]);
    let gap = (&start[START_DRAWN - 1].to, &end[0].from);
    (start.iter().chain(end).collect(), Some(gap))
}

/// True when some chain is drawn in part (see [`LONGEST_DRAWN`]).
pub fn drawn_in_part(chains: &[Vec<ChainLink>]) -> bool {
    chains.iter().any(|chain| chain.len() > LONGEST_DRAWN)
}

/// What the hint and the explanation add to the words of a step whose
/// chains are drawn in part.
pub fn drawn_in_part_note(chains: &[Vec<ChainLink>]) -> String {
    if drawn_in_part(chains) {
        format!(
            " (The board draws each long chain's first {START_DRAWN} and last {END_DRAWN} links; a dotted line stands for the rest.)"
        )
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::logic::LinkKind;

    fn chain(length: u16) -> Vec<ChainLink> {
        let node = |cell: u16| ChainNode {
            cells: vec![cell],
            digit: 1,
            on: cell.is_multiple_of(2),
            name: String::new(),
        };
        (0..length)
            .map(|i| ChainLink {
                from: node(i),
                to: node(i + 1),
                kind: match i.is_multiple_of(2) {
                    true => LinkKind::Weak,
                    false => LinkKind::Strong,
                },
            })
            .collect()
    }

    #[test]
    fn a_short_chain_is_drawn_whole_and_a_long_one_by_its_start_and_end_joined_by_a_gap() {
        let short = chain(LONGEST_DRAWN as u16);
        let (links, gap) = drawn(&short);
        assert_eq!(links.len(), short.len());
        assert!(gap.is_none() && !drawn_in_part(&[short]));

        let long = chain(100);
        let (links, gap) = drawn(&long);
        assert_eq!(links.len(), LONGEST_DRAWN);
        assert_eq!(links[0], &long[0], "from the assumption");
        assert_eq!(
            links.last(),
            Some(&long.last().unwrap()),
            "to where it ends"
        );
        let (from, to) = gap.unwrap();
        assert_eq!((from.cells[0], to.cells[0]), (4, 88));
        let chains = [chain(3), long];
        assert!(drawn_in_part(&chains));
        assert!(drawn_in_part_note(&chains).contains("first 4 and last 12 links"));
    }
}
