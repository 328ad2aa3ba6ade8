/** A Follow button's subject (`library:12`, `culture:norman`, `language:fr`), named for its hint. */
export interface FollowButtonProps {
  subject: string;
  name: string;
  size?: 'xs' | 'sm';
}
