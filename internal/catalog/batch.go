package catalog

import "context"

// ByIDs loads bags in any status (a trade keeps showing a bag its owner has
// since removed) in one query, keyed by id; unknown ids are absent.
func (s *Service) ByIDs(ctx context.Context, ids []string) (map[string]Item, error) {
	q := &itemQuery{}
	q.where("i.id = ANY(" + q.bind(ids) + "::text[])")
	recs, err := fetch(ctx, s.pool, q)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Item, len(recs))
	for i := range recs {
		out[recs[i].ID] = recs[i].item()
	}
	return out, nil
}
