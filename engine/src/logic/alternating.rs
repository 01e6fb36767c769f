//! The shortest alternating chains through a graph of strong and weak
//! links, shared by the classic and the every-shape chain searches: from a
//! start node made false, a strong link leaves a false node and a weak one
//! a true node. States are `node * 2 + (1 when true)`; a breadth-first
//! search reaches each state first by its shortest chain, and `parent`
//! walks a chain back to the start.

use std::collections::VecDeque;

/// The first chain from `start` (false) to a true node other than the
/// start, of `min_nodes` to `limit` nodes, that `conclude` makes something
/// of, shortest first, with its number of nodes. `conclude` gets the end
/// node, the parents of every state reached (a state's parent is the state
/// before it; the start's is itself) and the end's state.
pub fn shortest_chain<T>(
    strong: &[Vec<u32>],
    weak: &[Vec<u32>],
    start: usize,
    min_nodes: usize,
    limit: usize,
    mut conclude: impl FnMut(usize, &[u32], usize) -> Option<T>,
) -> Option<(usize, T)> {
    let count = strong.len();
    let mut parent = vec![u32::MAX; count * 2];
    let mut depth = vec![0usize; count * 2];
    let from = start * 2;
    parent[from] = from as u32;
    let mut queue = VecDeque::from([from]);
    while let Some(state) = queue.pop_front() {
        let node = state / 2;
        let on = state % 2 == 1;
        let nodes_so_far = depth[state] + 1;
        if on && node != start && nodes_so_far >= min_nodes {
            if let Some(found) = conclude(node, &parent, state) {
                return Some((nodes_so_far, found));
            }
        }
        if nodes_so_far >= limit {
            continue;
        }
        let next = if on { &weak[node] } else { &strong[node] };
        for &other in next {
            let target = other as usize * 2 + usize::from(!on);
            if parent[target] == u32::MAX {
                parent[target] = state as u32;
                depth[target] = depth[state] + 1;
                queue.push_back(target);
            }
        }
    }
    None
}
